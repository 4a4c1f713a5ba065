import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { apiError } from '../errors.ts';

// REST speaks numeric ids, GraphQL global ids: these translate at the REST door only.

export function globalIdFromParam(typename: string, param: string): string {
  if (!/^[1-9]\d{0,9}$/.test(param)) throw apiError('BAD_USER_INPUT', 'The id must be a positive whole number', { id: 'invalid' });
  return encodeGlobalID(typename, param);
}

export function numericId(globalId: string): number {
  return Number(decodeGlobalID(globalId).id);
}
