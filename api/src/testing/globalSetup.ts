import { prepareTemplate } from './testDatabase.ts';

/** Migrates one template database; each test file starts from a copy of it (testing/testDatabase.ts). */
export default function setup() {
  return prepareTemplate();
}
