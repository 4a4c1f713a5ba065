// What an image upload may be: the editor checks a file's size before sending it, the server
// enforces both limits (api/src/services/media). One module, so the two cannot drift.

export const mediaLimits = { bytes: 15 * 1024 * 1024, megapixels: 40 } as const;

/** The words of a refusal for size, the same whichever side refuses. */
export const imageTooLargeMessage = `The image is larger than ${mediaLimits.bytes / 1024 / 1024} MB`;
