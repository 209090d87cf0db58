/**
 * Runs one workload over the pages a few times; started under `node --cpu-prof` by run.ts so the
 * profile shows where the extraction's CPU goes.  argv: <workload> <synthetic sites> <rounds>
 */
import { corpusPages, syntheticPages } from './pages.ts';
import { runWorkload, type Workload } from './workloads.ts';

const [w = 'extract', sitesArg = '20', roundsArg = '3'] = process.argv.slice(2);
const pages = [...corpusPages(), ...syntheticPages(Number(sitesArg))];
let sink = 0;
for (let r = 0; r < Number(roundsArg); r++) for (const p of pages) sink += runWorkload(w as Workload, p);
process.stdout.write(`${sink}\n`);
