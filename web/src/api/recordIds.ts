// A record's number as REST paths, global ids and the admin's addresses carry it, shared: the API
// refuses any other (api/src/rest/paths.ts, api/src/graphql/globalIds.ts), the admin opens none.

/** The largest id the database holds (a 32-bit integer column). */
export const maxRecordId = 2_147_483_647;

/** A whole number of the database's ids: digits, no sign nor leading zero, at most maxRecordId. */
export const isRecordId = (text: string) => /^[1-9]\d{0,9}$/.test(text) && Number(text) <= maxRecordId;

/** A record's Relay global id (base64 of `Type:id`), as the admin's addresses carry it: for links made outside GraphQL (emails). */
export const globalIdOf = (typename: 'Post' | 'Page', id: number) => btoa(`${typename}:${id}`);
