import { expect } from 'vitest';
import type { RestResult } from './testApp.ts';

// What every REST answer promises its callers, asserted the one way (the envelope of docs/api.md, "REST").

/** The keys of every error body: `{success: false, error, message, details, status}`. */
export const errorKeys = ['details', 'error', 'message', 'status', 'success'];

/** An error answer with this status and code, in the full error envelope, with a message to show. */
export function expectApiError(result: Pick<RestResult, 'status' | 'body'>, status: number, code: string) {
  expect({ status: result.status, error: result.body?.error }).toEqual({ status, error: code });
  expect(Object.keys(result.body).sort()).toEqual(errorKeys);
  expect(result.body.success).toBe(false);
  expect(result.body.status).toBe(status);
  expect(typeof result.body.message).toBe('string');
  expect(result.body.message.length).toBeGreaterThan(0);
}
