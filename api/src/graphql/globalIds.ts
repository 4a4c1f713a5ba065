import { maxRecordId } from '../../../web/src/api/recordIds.ts';
import { apiError } from '../errors.ts';

// Relay global ids are base64 of `Type:id`. They are parsed strictly: a canonical encoding, the name
// of a type that can be looked up by id and a positive whole number that fits the database, nothing
// else. Every other id gets the same answer, so ids do not reveal the schema's type names.
const globalIdPattern = /^(ActivityEvent|ContactMessage|Media|Page|Passkey|Post|PreviewLink|Redirect|Tag|User|WebhookEndpoint):([1-9]\d{0,9})$/;

export function decodeStrictGlobalID(globalID: string): { typename: string; id: string } {
  const decoded = /^[A-Za-z0-9+/]{1,88}={0,2}$/.test(globalID) ? Buffer.from(globalID, 'base64').toString('utf8') : '';
  const match = globalIdPattern.exec(decoded);
  if (!match || Buffer.from(decoded).toString('base64') !== globalID || Number(match[2]) > maxRecordId) {
    throw apiError('BAD_USER_INPUT', 'The id is malformed', { id: 'invalid' });
  }
  return { typename: match[1], id: match[2] };
}
