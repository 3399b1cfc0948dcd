/**
 * fast-check arbitraries derived from the contract's zod schemas (zod and zod/mini share
 * `_zod.def`), for the API fuzz test: values shaped like what a client should send, mixed at every
 * level with what a hostile or broken client sends instead (wrong types, control characters, lone
 * surrogates, huge and deeply nested values, prototype keys, path tricks).
 */
import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';

/** The part of `_zod.def` the walk reads; every zod schema has it. */
interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  options?: $ZodType[];
  innerType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  element?: $ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; pattern?: RegExp } } }[];
}

const defOf = (schema: $ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const HUGE = 'ॐ'.repeat(70_000);

/** Strings no form would send: each one has broken some server somewhere. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0001\u001b[31m\u007f',
  '\ud800',
  'x\udfffy',
  '\u200b\u200d\ufeff',
  '\u202eevil',
  '𝕍𝕖𝕕𝕒 ॐ नमः 🙏🏽',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  "' OR '1'='1' --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%2e%2e%2f',
  '%',
  '\\',
  'a'.repeat(201),
  'x'.repeat(2001),
  HUGE,
];

/** Any UTF-16 code unit: control characters and lone surrogate halves included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const anyString = fc.oneof(
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...HOSTILE_STRINGS),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Keys a body can carry besides the expected ones. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'extra', '', '$where', 'a.b'];

/** A value of any type other than the expected one: the "wrong type" half of every field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1, Number.MIN_VALUE),
  fc.constantFrom([], {}, [1, 2, 3], [null], ['a'], { length: 1 }, nested(64), nested(2000)),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...EXTRA_KEYS), fc.oneof(fc.string(), fc.constant({ polluted: true })), { maxKeys: 3 }),
);

export interface ArbitraryOptions {
  /** Real values (ids, a member's e-mail and password) mixed into every string so that cases reach past lookups. */
  knownStrings: readonly string[];
  /** Good values by field name (`streamId`, `password`, …), preferred for that field so that some cases succeed. */
  fieldValues: Readonly<Record<string, readonly string[] | fc.Arbitrary<string>>>;
}

function stringShaped(def: Def, options: ArbitraryOptions, name?: string): fc.Arbitrary<unknown> {
  let minLength = 0;
  let maxLength = 60;
  let pattern: RegExp | undefined;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length' && c.minimum !== undefined) minLength = c.minimum;
    if (c.check === 'max_length' && c.maximum !== undefined) maxLength = Math.min(c.maximum, 300);
    if (c.pattern) pattern = c.pattern;
  }
  const candidates: fc.Arbitrary<unknown>[] = [
    fc.string({ minLength: Math.min(minLength, maxLength), maxLength }),
    fc.constantFrom(...options.knownStrings),
  ];
  if (pattern) candidates.push(fc.stringMatching(pattern).filter((s) => s.length <= maxLength));
  const good = name ? options.fieldValues[name] : undefined;
  const generic = fc.oneof(...candidates);
  if (!good) return generic;
  return fc.oneof({ arbitrary: Array.isArray(good) ? fc.constantFrom(...(good as string[])) : (good as fc.Arbitrary<string>), weight: 3 }, { arbitrary: generic, weight: 1 });
}

function numberShaped(def: Def): fc.Arbitrary<unknown> {
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'greater_than' && typeof c.value === 'number') min = c.value;
    if (c.check === 'less_than' && typeof c.value === 'number') max = c.value;
  }
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ noNaN: true, noDefaultInfinity: true }));
}

/** What the schema accepts, roughly (the checks' limits, patterns and known values), without the hostile mix. */
function shaped(schema: $ZodType, options: ArbitraryOptions, depth: number, name?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringShaped(def, options, name);
    case 'number':
    case 'bigint':
      return numberShaped(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: '' }));
    case 'optional':
      return fc.option(fuzzValue(def.innerType!, options, depth, name), { nil: undefined });
    case 'nullable':
      return fc.option(fuzzValue(def.innerType!, options, depth, name), { nil: null });
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fuzzValue(def.innerType!, options, depth, name);
    case 'pipe': {
      // A string refined by a second string schema (an e-mail's pattern after its text rules): both sets of checks.
      const out = defOf(def.out!);
      const input = defOf(def.in!);
      if (input.type === 'string' && out.type === 'string') return stringShaped({ ...input, checks: [...(input.checks ?? []), ...(out.checks ?? [])] }, options, name);
      return shaped(def.in!, options, depth, name);
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => fuzzValue(option, options, depth, name)));
    case 'array':
      return fc.array(fuzzValue(def.element!, options, depth + 1), { maxLength: 4 });
    case 'object':
      return objectShaped(def, options, depth);
    default:
      return hostileValue;
  }
}

function objectShaped(def: Def, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, fuzzValue(field, options, depth + 1, key)]));
  const complete = fc.record(fields);
  return fc.oneof(
    { arbitrary: complete, weight: 6 },
    // Missing fields.
    { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 2 },
    // Extra fields, prototype keys among them (fast-check defines them as own properties).
    {
      arbitrary: fc
        .tuple(complete, fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileValue, { maxKeys: 3 }))
        .map(([known, extra]) => Object.assign(extra as Record<string, unknown>, known)),
      weight: 2,
    },
  );
}

/** Mostly what the schema describes, sometimes a hostile value in its place, at every level. */
export function fuzzValue(schema: $ZodType, options: ArbitraryOptions, depth = 0, name?: string): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue;
  return fc.oneof({ arbitrary: shaped(schema, options, depth, name), weight: 7 }, { arbitrary: hostileValue, weight: 1 });
}

/** A generated value as a client would put it in an address (objects as JSON; some have no prototype). */
export const asText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : String(value);

/** As a browser puts text in an address: a lone surrogate half becomes U+FFFD (the raw segments below send broken UTF-8). */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\ufffd');

/** Path segments that try to leave their place in the address: sent as typed, not percent-encoded. */
export const RAW_PATH_SEGMENTS = ['..', '.', '../..', '..%2f..%2f', '%00', '%', '%zz', '%E0%A4%A', '%ED%A0%80', '%FF', '%C0%AF', 'a%2Fb', '%2e%2e', '?x=1', '#frag', ';x', 'a'.repeat(600)];

/** A path parameter: a value from the schema (percent-encoded) or a raw segment with path characters. */
export function pathParam(schema: $ZodType | undefined, options: ArbitraryOptions): fc.Arbitrary<string> {
  const encoded = (schema ? fuzzValue(schema, options) : anyString).map((value) => encodeURIComponent(wellFormed(asText(value))));
  return fc.oneof({ arbitrary: encoded, weight: 4 }, { arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS), weight: 1 });
}
