import { configure } from '@testing-library/react';

// CI machines have two cores shared with PostgreSQL, Redis and other packages' suites: a dialog's
// first render can take over a second there, which is not what these tests measure.
configure({ asyncUtilTimeout: 5000 });
