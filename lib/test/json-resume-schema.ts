import schema from '@jsonresume/schema/schema.json';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The JSON Resume schema of the official package (@jsonresume/schema, a draft-07 schema), checked with ajv and
 * its formats (e-mail, URI), as the package checks its own schema: for the tests of lib/build/json-resume.ts and of
 * the served resume.json (e2e/cv.spec.ts).
 */
const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);

/** What the schema finds wrong in `resume`, one line each ("/basics/email must match format "email""); none when it is valid. */
export function jsonResumeErrors(resume: unknown): string[] {
  if (validate(resume)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());
}
