// What /graphql is sent for an operation: its persisted id when the Relay compiler gave it one (the
// artifacts then carry no text, and a server set to persisted operations only takes nothing else),
// else its text. Free of relay-runtime: the home page, which loads no Relay, sends one too.

/** The part of a compiled operation (Relay's RequestParameters) that says what to send. */
export interface OperationParameters {
  id?: string | null;
  text?: string | null;
  name: string;
}

export type OperationBody =
  | { documentId: string; operationName: string; variables: Record<string, unknown> }
  | { query: string; operationName: string; variables: Record<string, unknown> };

export function operationBody(operation: OperationParameters, variables: Record<string, unknown>): OperationBody {
  if (operation.id) return { documentId: operation.id, operationName: operation.name, variables };
  if (operation.text) return { query: operation.text, operationName: operation.name, variables };
  throw new Error(`${operation.name} has neither a persisted id nor a text: run \`npm run generate\``);
}
