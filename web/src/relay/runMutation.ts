import { commitMutation, type Environment, type MutationConfig, type MutationParameters } from 'relay-runtime';

/**
 * Commits a mutation and settles with its response, or with the ApiError fetchGraphQL made of a
 * refusal: the one way the app writes. Callers chain writes (save, then publish) with it and keep
 * their own busy state.
 */
export function runMutation<T extends MutationParameters>(
  environment: Environment,
  config: Omit<MutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, { ...config, onCompleted: (response) => resolve(response), onError: reject });
  });
}
