import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@hotel/db';

/** What a repository function runs on: the pool, or the transaction of the change it is part of. */
export type Executor = Kysely<Database> | Transaction<Database>;
