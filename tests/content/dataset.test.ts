/**
 * The seed dataset against the studio's schema: Sanity's own document validation (run offline,
 * with the seed standing in for the Content Lake), reference targets, singletons, images, and the
 * studio's desk groups.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateDocument, type SanityDocument, type SchemaType } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes, singletonTypes } from '../../schemas';
import { PERSON_BADGES } from '../../schemas/documents/person';
import { DESK_GROUPS, FIXED_DOCUMENTS } from '../../studio/structure/groups';
import { byId, CONTENT_DIR, documents, offlineClient, schema } from './seed';

const documentTypeNames = schemaTypes.filter((t) => t.type === 'document').map((t) => t.name);
const contentDocuments = documents.filter((doc) => !doc._type.startsWith('sanity.'));

/** Just what validateDocument reads from a workspace: the schema, a client and the validation texts. */
const workspace = {
  schema,
  getClient: () => offlineClient,
  i18n: {
    loadNamespaces: async () => undefined,
    t: (key: string, options?: Record<string, unknown>) => `${key}${options ? ` ${JSON.stringify(options)}` : ''}`,
  },
} as unknown as Parameters<typeof validateDocument>[0]['workspace'];

const getDocumentExists = async ({ id }: { id: string }) => byId.has(id);

describe('the schema', () => {
  it('compiles without errors', () => {
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((p) => p.severity === 'error').map((p) => `${group.path.map((s) => s.name).join('.')}: ${p.message}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('every seed document', () => {
  it('has a known document type', () => {
    const unknown = contentDocuments.filter((doc) => !documentTypeNames.includes(doc._type)).map((doc) => `${doc._id} (${doc._type})`);
    expect(unknown).toEqual([]);
  });

  it('has an id without a dot (ids with dots are private in a public Sanity dataset)', () => {
    expect(documents.filter((doc) => doc._id.includes('.')).map((doc) => doc._id)).toEqual([]);
  });

  it("passes Sanity's own validation for its type", async () => {
    const failures: string[] = [];
    for (const document of contentDocuments) {
      const markers = await validateDocument({
        document: document as SanityDocument,
        workspace,
        getDocumentExists,
        environment: 'cli',
        maxCustomValidationConcurrency: 4,
      });
      for (const marker of markers.filter((m) => m.level === 'error')) {
        failures.push(`${document._id} ${JSON.stringify(marker.path)}: ${marker.message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("is rejected by the same validation when it breaks the schema (the check is real)", async () => {
    const book = contentDocuments.find((doc) => doc._type === 'book')!;
    const broken = { ...book, title: 42, format: 'scroll', deliveryDays: 70, author: { _type: 'reference', _ref: 'person-nobody' } };
    const markers = await validateDocument({ document: broken as unknown as SanityDocument, workspace, getDocumentExists, environment: 'cli' });
    const paths = markers.filter((m) => m.level === 'error').map((m) => String(m.path[0]));
    expect(paths).toEqual(expect.arrayContaining(['title', 'format', 'deliveryDays', 'author']));
  });
});

/** Whether a schema type is (or extends) the given type name. */
const isOfType = (type: SchemaType | undefined, name: string): boolean => (type ? type.name === name || isOfType(type.type, name) : false);

/** Calls `visit` for every value in a document, with the schema type it has there. */
function walkTyped(value: unknown, type: SchemaType, where: string, visit: (value: unknown, type: SchemaType, where: string) => void) {
  if (value === null || value === undefined) return;
  visit(value, type, where);
  if (isOfType(type, 'reference')) return;
  if (type.jsonType === 'array' && Array.isArray(value)) {
    const members = (type as { of: SchemaType[] }).of;
    value.forEach((item, i) => {
      const itemType = (item as { _type?: string })?._type;
      const member = members.find((m) => m.name === itemType) ?? (members.length === 1 ? members[0] : undefined);
      if (member) walkTyped(item, member, `${where}[${i}]`, visit);
    });
    return;
  }
  if (type.jsonType === 'object' && typeof value === 'object') {
    for (const field of (type as { fields?: { name: string; type: SchemaType }[] }).fields ?? []) {
      walkTyped((value as Record<string, unknown>)[field.name], field.type, `${where}.${field.name}`, visit);
    }
  }
}

/** Reports references whose target is missing or of a type the field does not allow. */
function checkReferences(value: unknown, type: SchemaType, where: string, problems: string[]) {
  if (!isOfType(type, 'reference')) return;
  const ref = (value as { _ref?: string })._ref ?? '';
  const target = byId.get(ref);
  const allowed = ((type as { to?: SchemaType[] }).to ?? []).map((t) => t.name);
  if (!target) problems.push(`${where}: dangling reference to "${ref}"`);
  else if (!allowed.includes(target._type)) problems.push(`${where}: "${ref}" is a ${target._type}, the field allows ${allowed.join(', ')}`);
}

/** Reports values outside a field's `options.list` (Sanity does not enforce the list on optional fields). */
function checkListValues(value: unknown, type: SchemaType, where: string, problems: string[]) {
  const list = (type.options as { list?: (string | { value: unknown })[] } | undefined)?.list;
  if (!list || type.jsonType === 'array') return;
  const allowed = list.map((item) => (typeof item === 'object' ? item.value : item));
  if (!allowed.includes(value)) problems.push(`${where}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
}

describe('references', () => {
  it('resolve to a document of a type the field allows, and none dangles', () => {
    const problems: string[] = [];
    for (const doc of contentDocuments) walkTyped(doc, schema.get(doc._type)!, doc._id, (v, t, w) => checkReferences(v, t, w, problems));
    // Any _ref anywhere (also outside the schema's fields) must resolve.
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
      else if (value && typeof value === 'object') {
        const ref = (value as { _ref?: unknown })._ref;
        if (typeof ref === 'string' && !byId.has(ref)) problems.push(`${where}: dangling reference to "${ref}"`);
        for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
      }
    };
    for (const doc of documents) walk(doc, doc._id);
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe('fields with a list of allowed values', () => {
  it('hold one of the listed values', () => {
    const problems: string[] = [];
    for (const doc of contentDocuments) walkTyped(doc, schema.get(doc._type)!, doc._id, (v, t, w) => checkListValues(v, t, w, problems));
    expect(problems).toEqual([]);
  });

  it('catch a value outside the list (the check is real)', () => {
    const person = contentDocuments.find((doc) => doc._type === 'person')!;
    const problems: string[] = [];
    walkTyped({ ...person, badge: 'KING' }, schema.get('person')!, person._id, (v, t, w) => checkListValues(v, t, w, problems));
    expect(problems).toEqual([`${person._id}.badge: "KING" is not one of ${PERSON_BADGES.map((b) => b.value).join(', ')}`]);
  });
});

describe('singletons and fixed documents', () => {
  it('exist exactly once, with the id the studio opens', () => {
    for (const type of singletonTypes) {
      const docs = documents.filter((doc) => doc._type === type);
      expect(docs.map((d) => d._id), type).toEqual([type]);
    }
    for (const [type, fixed] of Object.entries(FIXED_DOCUMENTS)) {
      const ids = documents.filter((doc) => doc._type === type).map((d) => d._id).sort();
      expect(ids, type).toEqual(fixed.map((f) => f.id).sort());
    }
  });
});

describe('images', () => {
  const assets = documents.filter((doc) => doc._type === 'sanity.imageAsset');
  it('every asset has its file under content/images, under 200 KB', () => {
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const file = path.join(CONTENT_DIR, 'images', path.basename(String(asset.path)));
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.statSync(file).size, file).toBeLessThan(200 * 1024);
    }
  });
  it('every asset is used by some document', () => {
    const text = JSON.stringify(documents.filter((doc) => doc._type !== 'sanity.imageAsset'));
    expect(assets.filter((a) => !text.includes(`"${a._id}"`)).map((a) => a.originalFilename)).toEqual([]);
  });
});

describe('the studio desk', () => {
  it('lists every document type in exactly one group, and nothing else', () => {
    const listed = DESK_GROUPS.flatMap((group) => group.types);
    const counts = new Map<string, number>();
    for (const type of listed) counts.set(type, (counts.get(type) ?? 0) + 1);
    expect(documentTypeNames.filter((t) => counts.get(t) !== 1).map((t) => `${t} listed ${counts.get(t) ?? 0} times`)).toEqual([]);
    expect(listed.filter((t) => !documentTypeNames.includes(t))).toEqual([]);
    expect(DESK_GROUPS.map((g) => g.title)).toEqual(['Site', 'Media', 'Research', 'Marketplace', 'Giving', 'Legal']);
  });
});
