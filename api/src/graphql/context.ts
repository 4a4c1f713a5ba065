import type { Db } from '../db/client.ts';

/** What every resolver receives, for GraphQL and REST requests alike. */
export interface Context {
  db: Db;
  request: Request;
}
