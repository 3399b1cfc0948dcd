/**
 * The content endpoint narrows `*[…]` filters by `_type`/`_id` and looks `->` up by id instead of
 * letting groq-js scan the dataset. That must never change an answer: every page query of web/,
 * a set of hand-picked edge cases and randomly built filters answer exactly as plain groq-js does.
 */
import fc from 'fast-check';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { DatasetIndex, narrowTree } from '../../api/src/content/narrowing';
import { published, query as plainQuery, sampleParamsFor, webQueries } from './seed';

const index = new DatasetIndex(published);

async function narrowedQuery(groq: string, params: Record<string, unknown> = {}) {
  const tree = narrowTree(parse(groq, { params }), index);
  const value = await evaluate(tree, { dataset: published, params, dereference: index.dereference });
  return value.get();
}


const types = [...new Set(published.map((doc) => doc._type))].sort();
const ids = published.map((doc) => doc._id);

describe('narrowing', () => {
  it('gives a filter over * only the documents its condition can accept', () => {
    const tree = JSON.stringify(narrowTree(parse('*[_type == "topic" && _id == $id][0]', { params: { id: ids[0] } }), index));
    expect(tree).not.toContain('"Everything"');
    const narrowed = JSON.stringify(narrowTree(parse('*[_type in ["topic", "person"] && title match "a"]'), index));
    const documents = published.filter((doc) => doc._type === 'topic' || doc._type === 'person');
    expect(narrowed).toContain(JSON.stringify({ type: 'Value', value: documents }));
  });

  it('leaves filters that pin neither _type nor _id alone', () => {
    expect(JSON.stringify(narrowTree(parse('*[defined(title) || _type == "topic"]'), index))).toContain('"Everything"');
  });
});

describe('narrowed evaluation answers exactly as plain groq-js', () => {
  for (const { name, query: groq } of webQueries()) {
    it(`page query ${name}`, async () => {
      const { params } = sampleParamsFor(name, groq);
      expect(await narrowedQuery(groq, params)).toEqual(await plainQuery(groq, params));
    });
  }

  const edgeCases: [string, Record<string, unknown>][] = [
    ['*[_type == $t]._id', { t: types[0] }],
    ['*[$t == _type]._id', { t: types[1] }],
    ['*[@._type == "topic"]._id', {}],
    ['*[_type in ["topic", "person", "nothing"]]{_id, _type}', {}],
    ['*[_type in $types]._id', { types: [types[2], types[0]] }],
    ['*[_type == "topic" || _id == "siteSettings"]._id', {}],
    ['*[(_type == "topic") && !(_id in path("drafts.**"))]._id', {}],
    ['*[_type == "topic" || defined(title)]._id', {}],
    ['*[_id == $id][0]', { id: ids[3] }],
    ['*[_id in $ids]._id', { ids: [ids[5], ids[1], 'missing'] }],
    ['*[_id == 12]', {}],
    ['*[_type == null]', {}],
    ['*[_type == _id]._id', {}],
    ['count(*[_type == "person" && references(^._id)])', {}],
    ['*[_type == "homePage"][0]{ "members": thinkTank.members[]->{ _id, name }, "missing": {"_ref": "nope"}-> }', {}],
    ['*[_type == "topic"]{ _id, "used": count(*[_type == "researchProject" && references(^._id)]) }', {}],
    ['*[_type == "topic"][0...3]{ ..., "again": *[_id == ^._id][0]._id }', {}],
  ];
  for (const [groq, params] of edgeCases) {
    it(groq, async () => {
      expect(await narrowedQuery(groq, params)).toEqual(await plainQuery(groq, params));
    });
  }

  it('for randomly built filters over the seed', async () => {
    const leaf = fc.oneof(
      fc.constantFrom(...types, 'nothing').map((t) => `_type == ${JSON.stringify(t)}`),
      fc.constantFrom(...ids.slice(0, 40), 'missing').map((id) => `_id == ${JSON.stringify(id)}`),
      fc.subarray(types, { maxLength: 4 }).map((ts) => `_type in ${JSON.stringify(ts)}`),
      fc.constantFrom('defined(title)', 'defined(slug)', '!defined(order)', 'order > 2', 'title match "the"', '_id in path("topic-*")'),
    );
    const condition = fc.letrec<{ expr: string }>((tie) => ({
      expr: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `(${a} && ${b})`),
        fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `(${a} || ${b})`),
        tie('expr').map((a) => `!(${a})`),
      ),
    })).expr;
    await fc.assert(
      fc.asyncProperty(condition, async (expr) => {
        const groq = `*[${expr}]._id`;
        expect(await narrowedQuery(groq)).toEqual(await plainQuery(groq));
      }),
      { numRuns: 150 },
    );
  });
});
