import * as v from 'valibot';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';
import { HttpError } from './http-error';
import { nulCharacterMessage, nulCharacterPath } from './nul-characters';

/** `body.items.0.name` style name of the input at fault, without the request part. */
function fieldOf(issue: v.BaseIssue<unknown>): string | undefined {
  const keys = issue.path?.map((item) => String(item.key)) ?? [];
  return keys.length > 0 ? keys.join('.') : undefined;
}

/**
 * A custom message is written for the user and names what it is about ("Subject is required", "Model name must be at least 4
 * characters"); valibot's own defaults ("Invalid type: Expected …") do not, so those get the field in front.
 */
function describe(issue: v.BaseIssue<unknown>, field: string | undefined): string {
  return field && issue.message.startsWith('Invalid ') ? `${field}: ${issue.message}` : issue.message;
}

type Walkable = v.GenericSchema & { entries?: Record<string, v.GenericSchema> };

/**
 * valibot reports a missing key as "Invalid key"; the key's own schema carries the message users
 * should read ("Subject is required"), so ask it what it says about `undefined`.
 */
function missingKeyIssue(root: v.GenericSchema, issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  if (issue.kind !== 'schema' || issue.type !== 'object' || issue.input !== undefined) return issue;
  let schema: Walkable | undefined = root as Walkable;
  for (const item of issue.path ?? []) schema = schema?.entries?.[String(item.key)] as Walkable | undefined;
  const result = schema ? v.safeParse(schema, undefined) : undefined;
  return result && !result.success ? { ...result.issues[0], path: issue.path } : issue;
}

export function validationError(root: v.GenericSchema, raw: v.BaseIssue<unknown>, part: string): HttpError {
  const issue = missingKeyIssue(root, raw);
  const field = fieldOf(issue);
  return new HttpError(400, describe(issue, field), field ?? part);
}

/**
 * Fastify hands every route schema to this compiler; the schemas are the contract's valibot schemas.
 * A missing body arrives as null: validating `{}` instead names the first missing field rather than
 * complaining about the body as a whole. A NUL character anywhere is refused first, whatever the schema.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<v.GenericSchema> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const input = data === null && httpPart === 'body' ? {} : data;
    const nulAt = nulCharacterPath(input);
    if (nulAt !== undefined) {
      const field = nulAt || httpPart || 'request';
      return { error: new HttpError(400, nulCharacterMessage(field), field) };
    }
    const result = v.safeParse(schema, input);
    if (result.success) return { value: result.output };
    return { error: validationError(schema, result.issues[0], httpPart ?? 'request') };
  };
};

/** Replies are parsed through their schema too, so a field the contract does not declare never leaks. */
export const valibotSerializerCompiler: FastifySerializerCompiler<v.GenericSchema> = ({ schema }) => {
  return (data: unknown) => JSON.stringify(v.parse(schema, data));
};

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * The same compilers as Fastify's `schemaController.compilersFactory` option. serverKit sets them on the app; given here
 * as well, they keep Fastify from loading its own defaults (ajv and fast-json-stringify: a tenth of a second or more of
 * module loading on every start) that no route would use. Fastify types the factories after those defaults' ajv schemas.
 */
export const valibotCompilersFactory = {
  buildValidator: () => valibotValidatorCompiler,
  buildSerializer: () => valibotSerializerCompiler,
} as unknown as CompilersFactory;
