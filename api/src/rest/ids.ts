import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { apiError } from '../errors.ts';
import { isRecordId, maxRecordId } from '../../../web/src/api/recordIds.ts';

// REST speaks numeric ids, GraphQL global ids: these translate at the REST door only.

/** The global id of a record a REST parameter names by number; `name` is the parameter's, for a refusal. */
export function globalIdFromParam(typename: string, param: string, name = 'id'): string {
  if (!isRecordId(param)) throw apiError('BAD_USER_INPUT', `${name} must be a whole number from 1 to ${maxRecordId}`, { [name]: 'invalid' });
  return encodeGlobalID(typename, param);
}

export function numericId(globalId: string): number {
  return Number(decodeGlobalID(globalId).id);
}
