import { Ajv, type Options } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

const shared: Options = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false };

// Bodies are JSON and keep their types: a number sent for a string is an error, not a string.
const bodyAjv = new Ajv({ ...shared, coerceTypes: false });
// Query strings and paths carry only text, so numbers and booleans there are coerced.
const textAjv = new Ajv({ ...shared, coerceTypes: 'array' });

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
};
