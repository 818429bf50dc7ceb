import { Ajv, type Options } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

const shared: Options = { useDefaults: true, allErrors: false, strict: false };

// Bodies are JSON and keep their types: a number sent for a string is an error, not a string. A field the
// request does not take is an error too (a typo such as `alias` would otherwise be dropped without a word).
const bodyAjv = new Ajv({ ...shared, coerceTypes: false, removeAdditional: false });
// Query strings and paths carry only text, so numbers and booleans there are coerced, and unknown parameters dropped.
const textAjv = new Ajv({ ...shared, coerceTypes: 'array', removeAdditional: true });

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
};
