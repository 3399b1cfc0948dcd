/**
 * Indexes for groq-js, which has none: left alone it scans every document for every `*[…]`
 * filter and every `->`. The published documents are partitioned by `_type` and `_id` once per
 * dataset revision; each query's syntax tree is then narrowed before evaluation — a filter over
 * `*` whose condition guarantees `_type == "x"` (or `_id == "y"`, `_type in [...]`, …) gets only
 * those documents as its base — and dereferences look documents up by id.
 *
 * Narrowing never changes an answer: the filter's condition is still evaluated in full, over a
 * subset that keeps every document the condition can accept, in dataset order.
 */
import type { ExprNode } from 'groq-js';
import type { ContentDocument } from './dataset.ts';

interface AstNode {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The published documents of one dataset revision, partitioned by `_type` and `_id`. */
export class DatasetIndex {
  readonly documents: ContentDocument[];
  private readonly byType = new Map<string, ContentDocument[]>();
  private readonly byId = new Map<string, ContentDocument[]>();
  private readonly position = new Map<ContentDocument, number>();

  constructor(documents: ContentDocument[]) {
    this.documents = documents;
    documents.forEach((doc, index) => {
      this.position.set(doc, index);
      if (typeof doc._type === 'string') pushTo(this.byType, doc._type, doc);
      if (typeof doc._id === 'string') pushTo(this.byId, doc._id, doc);
    });
  }

  /** groq-js's `dereference` option: `->` by id lookup instead of a scan. */
  readonly dereference = ({ _ref }: { _ref: string }): ContentDocument | null => this.byId.get(_ref)?.[0] ?? null;

  /**
   * The documents a filter over `*` can accept, judged from the conjuncts of its condition that
   * pin `_type` or `_id` to literal strings; null when the condition pins neither.
   */
  candidates(condition: AstNode): ContentDocument[] | null {
    switch (condition.type) {
      case 'Group':
        return isNode(condition.base) ? this.candidates(condition.base) : null;
      case 'And': {
        const left = isNode(condition.left) ? this.candidates(condition.left) : null;
        const right = isNode(condition.right) ? this.candidates(condition.right) : null;
        if (!left || !right) return left ?? right;
        return left.length <= right.length ? left : right; // a superset is enough: the filter still runs
      }
      case 'Or': {
        const left = isNode(condition.left) ? this.candidates(condition.left) : null;
        const right = isNode(condition.right) ? this.candidates(condition.right) : null;
        return left && right ? this.union([left, right]) : null;
      }
      case 'OpCall':
        return this.comparison(condition);
      default:
        return null;
    }
  }

  /** `_type == "x"`, `"x" == _id`, `_type in ["a", "b"]`, `_id in $ids` (parameters are literals by now). */
  private comparison(node: AstNode): ContentDocument[] | null {
    const { op, left, right } = node;
    if (op === '==') {
      const [field, other] = documentField(left) ? [documentField(left), right] : [documentField(right), left];
      const value = literal(other);
      return field && typeof value === 'string' ? this.lookup(field, value) : null;
    }
    if (op === 'in') {
      const field = documentField(left);
      const values = literalList(right);
      if (!field || !values) return null;
      return this.union(values.map((value) => (typeof value === 'string' ? this.lookup(field, value) : [])));
    }
    return null;
  }

  private lookup(field: '_type' | '_id', value: string): ContentDocument[] {
    return (field === '_type' ? this.byType : this.byId).get(value) ?? [];
  }

  /** Several candidate lists merged, each document once, in dataset order. */
  private union(lists: ContentDocument[][]): ContentDocument[] {
    const merged = new Set(lists.flat());
    return [...merged].sort((a, b) => this.position.get(a)! - this.position.get(b)!);
  }
}

function pushTo(map: Map<string, ContentDocument[]>, key: string, doc: ContentDocument) {
  const list = map.get(key);
  if (list) list.push(doc);
  else map.set(key, [doc]);
}

/** `_type`/`_id` (or `@._type`) read from the document the filter is looking at. */
function documentField(node: unknown): '_type' | '_id' | null {
  if (!isNode(node) || node.type !== 'AccessAttribute') return null;
  if (node.base !== undefined && !(isNode(node.base) && node.base.type === 'This')) return null;
  return node.name === '_type' || node.name === '_id' ? node.name : null;
}

function literal(node: unknown): unknown {
  return isNode(node) && node.type === 'Value' ? node.value : undefined;
}

/** `["a", "b"]` written out, or an array parameter; null for anything computed. */
function literalList(node: unknown): unknown[] | null {
  if (!isNode(node)) return null;
  if (node.type === 'Value') return Array.isArray(node.value) ? node.value : null;
  if (node.type !== 'Array' || !Array.isArray(node.elements)) return null;
  const values: unknown[] = [];
  for (const element of node.elements as unknown[]) {
    if (!isNode(element) || element.isSplat !== false || !isNode(element.value) || element.value.type !== 'Value') return null;
    values.push(element.value.value);
  }
  return values;
}

/**
 * Rewrites the tree in place: each `*[condition]` whose condition pins `_type`/`_id` filters a
 * literal list of the candidate documents instead of the whole dataset.
 */
export function narrowTree(tree: ExprNode, index: DatasetIndex): ExprNode {
  visit(tree as unknown as AstNode, index);
  return tree;
}

function visit(node: unknown, index: DatasetIndex): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, index);
    return;
  }
  if (!isNode(node) || node.type === 'Value') return; // a Value's contents are data, not syntax
  if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything' && isNode(node.expr)) {
    const documents = index.candidates(node.expr);
    if (documents) node.base = { type: 'Value', value: documents };
  }
  for (const child of Object.values(node)) {
    if (typeof child === 'object' && child !== null) visit(child, index);
  }
}
