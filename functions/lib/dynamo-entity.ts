import {
  type AttributeValue,
  BatchGetItemCommand,
  type BatchGetItemCommandOutput,
  BatchWriteItemCommand,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall, type NativeAttributeValue } from '@aws-sdk/util-dynamodb';
import { dynamo } from './aws';

/**
 * Plain typed repositories over the DynamoDB client: an entity names its table, its key
 * composition and its indexes; repositories call get / put / create / patch / query on it.
 *
 * Why not ElectroDB (which the project used first): it cost about 220 KB in every function bundle.
 * Why not dynamodb-toolbox: its schema layer duplicates the zod contract we already have. The stored
 * format stays ElectroDB's (`$service#attr_value` partition keys, `$entity_version#attr_value` sort
 * keys, lower case, `__edb_e__`/`__edb_v__` identity), so tables written before read the same.
 */

type Item = Record<string, unknown>;
type Attributes = Record<string, AttributeValue>;

/*
 * The plain client with marshall/unmarshall here, not the SDK's document client: that one wraps every
 * command in a second command and builds both middleware stacks on every call, a third of the
 * client's CPU per call (measured on the local stack's hot path).
 */
const toAttributes = (item: Item): Attributes => marshall(item, { removeUndefinedValues: true });
const fromAttributes = (attributes: Attributes): Item => unmarshall(attributes);
type Composite<T> = readonly (keyof T & string)[];

interface KeyHalf<T> {
  readonly field: string;
  readonly composite: Composite<T>;
  /** ElectroDB's default is lower case; 'none' keeps the values (and labels) as they are. */
  readonly casing?: 'lower' | 'none';
}

const cased = <T>(half: KeyHalf<T>, key: string): string =>
  half.casing === 'none' ? key : key.toLowerCase();

export interface IndexDefinition<T> {
  /** The GSI's name; absent for the table's own key. */
  readonly index?: string;
  readonly pk: KeyHalf<T>;
  readonly sk: KeyHalf<T>;
}

export interface EntityDefinition<T> {
  readonly table: string;
  readonly service: string;
  readonly entity: string;
  readonly version?: string;
  readonly indexes: { readonly primary: IndexDefinition<T> } & Readonly<Record<string, IndexDefinition<T>>>;
}

/** A condition or filter: built by the callback given to `when`/`filter` with names and values kept apart. */
export type Expression = string;

export interface ConditionBuilder {
  eq(path: string, value: unknown): Expression;
  ne(path: string, value: unknown): Expression;
  lt(path: string, value: unknown): Expression;
  lte(path: string, value: unknown): Expression;
  gt(path: string, value: unknown): Expression;
  gte(path: string, value: unknown): Expression;
  between(path: string, from: unknown, to: unknown): Expression;
  begins(path: string, prefix: string): Expression;
  contains(path: string, value: unknown): Expression;
  exists(path: string): Expression;
  notExists(path: string): Expression;
  and(...parts: (Expression | false | undefined | '')[]): Expression;
  or(...parts: (Expression | false | undefined | '')[]): Expression;
}
type ConditionCallback = (c: ConditionBuilder) => Expression;

export interface PatchChanges<T> {
  readonly set?: Partial<T>;
  /** Numbers added atomically (a missing attribute counts as 0). */
  readonly add?: Partial<Record<keyof T & string, number>>;
  readonly remove?: readonly (keyof T & string)[];
  /** Values the index keys are built from that this change does not set. */
  readonly composite?: Partial<T>;
  readonly when?: ConditionCallback;
}

export type SortKeyCondition<T> =
  | { readonly begins: Partial<T> }
  | { readonly between: readonly [Partial<T>, Partial<T>] }
  | { readonly gte: Partial<T> }
  | { readonly gt: Partial<T> }
  | { readonly lte: Partial<T> }
  | { readonly lt: Partial<T> };

export interface QueryOptions<T> {
  /** Narrows the sort key beyond the composites given with the partition key. */
  readonly range?: SortKeyCondition<T>;
  readonly filter?: ConditionCallback;
  readonly order?: 'asc' | 'desc';
  /** Stop after this many items of this entity. */
  readonly count?: number;
  /** DynamoDB's Limit for one page (items read, before the filter). */
  readonly limit?: number;
  /** Read every page (default) or only the first. */
  readonly pages?: 'all' | 1;
}

type WriteRequest = { PutRequest: { Item: Attributes } } | { DeleteRequest: { Key: Attributes } };

const ENTITY = '__edb_e__';
const VERSION = '__edb_v__';

/** Builds expressions with placeholders; one per command. */
class Placeholders implements ConditionBuilder {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, NativeAttributeValue> = {};
  private count = 0;

  name(path: string): string {
    return path
      .split('.')
      .map((part) => {
        const placeholder = `#${part.replace(/[^A-Za-z0-9_]/g, '_')}`;
        this.names[placeholder] = part;
        return placeholder;
      })
      .join('.');
  }

  value(value: unknown): string {
    const placeholder = `:v${this.count++}`;
    this.values[placeholder] = value as NativeAttributeValue;
    return placeholder;
  }

  private compare(operator: string) {
    return (path: string, value: unknown) => `${this.name(path)} ${operator} ${this.value(value)}`;
  }

  eq = this.compare('=');
  ne = this.compare('<>');
  lt = this.compare('<');
  lte = this.compare('<=');
  gt = this.compare('>');
  gte = this.compare('>=');
  between = (path: string, from: unknown, to: unknown) =>
    `${this.name(path)} BETWEEN ${this.value(from)} AND ${this.value(to)}`;
  begins = (path: string, prefix: string) => `begins_with(${this.name(path)}, ${this.value(prefix)})`;
  contains = (path: string, value: unknown) => `contains(${this.name(path)}, ${this.value(value)})`;
  exists = (path: string) => `attribute_exists(${this.name(path)})`;
  notExists = (path: string) => `attribute_not_exists(${this.name(path)})`;
  and = (...parts: (Expression | false | undefined | '')[]) => join(parts, 'AND');
  or = (...parts: (Expression | false | undefined | '')[]) => join(parts, 'OR');

  /** The names and values for a command (DynamoDB refuses empty maps). */
  attributes() {
    return {
      ...(Object.keys(this.names).length > 0 ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length > 0
        ? { ExpressionAttributeValues: toAttributes(this.values) }
        : {}),
    };
  }
}

function join(parts: readonly (Expression | false | undefined | '')[], operator: string): Expression {
  const present = parts.filter((p): p is Expression => Boolean(p));
  return present.length <= 1 ? (present[0] ?? '') : present.map((p) => `(${p})`).join(` ${operator} `);
}

const isPresent = (value: unknown) => value !== undefined && value !== null;

export class Entity<T extends object> {
  private readonly version: string;
  private readonly keyFields: Set<string>;

  constructor(readonly definition: EntityDefinition<T>) {
    this.version = definition.version ?? '1';
    this.keyFields = new Set(
      Object.values(definition.indexes).flatMap((index) => [index.pk.field, index.sk.field]),
    );
  }

  /** `$service#attr_value…`: the partition half of an index key. */
  private partition(half: KeyHalf<T>, values: Partial<T>): string {
    const parts = half.composite.map((name) => `${name}_${String(values[name])}`);
    return cased(half, [`$${this.definition.service}`, ...parts].join('#'));
  }

  /** `$entity_version#attr_value…` over the composites that have values, in order. */
  private sort(half: KeyHalf<T>, values: Partial<T>, openEnded = false): string {
    const parts: string[] = [`$${this.definition.entity}_${this.version}`];
    for (const name of half.composite) {
      if (!isPresent(values[name])) {
        // A query over the leading composites matches exactly those values, then any rest.
        if (openEnded) parts.push(`${name}_`);
        break;
      }
      parts.push(`${name}_${String(values[name])}`);
    }
    return cased(half, parts.join('#'));
  }

  private complete(half: KeyHalf<T>, values: Partial<T>): boolean {
    return half.composite.every((name) => isPresent(values[name]));
  }

  /** The table key of an item (its primary composites). */
  key(values: Partial<T>): Record<string, string> {
    const { pk, sk } = this.definition.indexes.primary;
    if (!this.complete(pk, values) || !this.complete(sk, values)) {
      throw new Error(`${this.definition.entity}: incomplete key`);
    }
    return { [pk.field]: this.partition(pk, values), [sk.field]: this.sort(sk, values) };
  }

  /** Every index key an item has: an index whose composites are missing is left out (sparse). */
  private indexKeys(item: Partial<T>): Record<string, string> {
    const keys: Record<string, string> = {};
    for (const { pk, sk } of Object.values(this.definition.indexes)) {
      if (!this.complete(pk, item) || !this.complete(sk, item)) continue;
      keys[pk.field] = this.partition(pk, item);
      keys[sk.field] = this.sort(sk, item);
    }
    return keys;
  }

  /** The stored form: the attributes, every key and the entity's identity. */
  private stored(item: T): Item {
    return {
      ...item,
      ...this.indexKeys(item),
      [ENTITY]: this.definition.entity,
      [VERSION]: this.version,
    };
  }

  /** The item as the domain sees it: no keys, no identity. */
  private parse = (stored: Item): T => {
    const item: Item = {};
    for (const [name, value] of Object.entries(stored)) {
      if (!this.keyFields.has(name) && name !== ENTITY && name !== VERSION) item[name] = value;
    }
    return item as T;
  };

  private owns(stored: Item): boolean {
    return stored[ENTITY] === this.definition.entity && stored[VERSION] === this.version;
  }

  async get(key: Partial<T>): Promise<T | undefined> {
    const { Item: attributes } = await dynamo.send(
      new GetItemCommand({ TableName: this.definition.table, Key: toAttributes(this.key(key)) }),
    );
    const stored = attributes && fromAttributes(attributes);
    return stored && this.owns(stored) ? this.parse(stored) : undefined;
  }

  /** Reads many items by key (100 per request), in no particular order. */
  async getMany(keys: readonly Partial<T>[]): Promise<T[]> {
    const found: T[] = [];
    const table = this.definition.table;
    for (let start = 0; start < keys.length; start += 100) {
      let pending: Attributes[] | undefined = keys
        .slice(start, start + 100)
        .map((k) => toAttributes(this.key(k)));
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt > 8) throw new Error(`${this.definition.entity}: ${pending.length} keys were not read`);
        const result: BatchGetItemCommandOutput = await dynamo.send(
          new BatchGetItemCommand({ RequestItems: { [table]: { Keys: pending } } }),
        );
        const stored = (result.Responses?.[table] ?? []).map(fromAttributes);
        found.push(...stored.filter((s) => this.owns(s)).map(this.parse));
        pending = result.UnprocessedKeys?.[table]?.Keys;
      }
    }
    return found;
  }

  /** Writes the whole item, replacing any item with its key. */
  async put(item: T, when?: ConditionCallback): Promise<T> {
    const names = new Placeholders();
    const condition = when?.(names);
    await dynamo.send(
      new PutItemCommand({
        TableName: this.definition.table,
        Item: toAttributes(this.stored(item)),
        ...(condition ? { ConditionExpression: condition, ...names.attributes() } : {}),
      }),
    );
    return item;
  }

  /** Writes a new item; a ConditionalCheckFailedException if one with its key exists. */
  create(item: T): Promise<T> {
    const { pk, sk } = this.definition.indexes.primary;
    return this.put(item, (c) => c.and(c.notExists(pk.field), c.notExists(sk.field)));
  }

  /** Writes many items (25 per request), retrying what DynamoDB leaves unprocessed. */
  putMany(items: readonly T[]): Promise<void> {
    return this.batchWrite(items.map((item) => ({ PutRequest: { Item: toAttributes(this.stored(item)) } })));
  }

  /** Changes an existing item (a ConditionalCheckFailedException if it is missing or `when` fails). */
  patch(key: Partial<T>, changes: PatchChanges<T>): Promise<T> {
    return this.change(key, changes, true);
  }

  /** Changes an item, creating it if missing (counters, upserts). */
  update(key: Partial<T>, changes: PatchChanges<T>): Promise<T> {
    return this.change(key, changes, false);
  }

  private async change(key: Partial<T>, changes: PatchChanges<T>, mustExist: boolean): Promise<T> {
    const names = new Placeholders();
    const set = { ...(changes.set ?? {}) } as Item;
    const removed = new Set<string>(changes.remove ?? []);
    for (const [field, value] of Object.entries(this.changedIndexKeys(key, changes))) set[field] = value;
    // The key's own attributes and the identity, so an upserted item reads like a put one.
    Object.assign(set, this.keyValues(key), { [ENTITY]: this.definition.entity, [VERSION]: this.version });
    const assignments = Object.entries(set)
      .filter(([name, value]) => value !== undefined && !removed.has(name))
      .map(([name, value]) => `${names.name(name)} = ${names.value(value)}`);
    const additions = Object.entries(changes.add ?? {}).map(
      ([name, value]) => `${names.name(name)} ${names.value(value)}`,
    );
    const removals = [...removed].map((name) => names.name(name));
    const expression = [
      assignments.length > 0 ? `SET ${assignments.join(', ')}` : '',
      additions.length > 0 ? `ADD ${additions.join(', ')}` : '',
      removals.length > 0 ? `REMOVE ${removals.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const { pk, sk } = this.definition.indexes.primary;
    const condition = names.and(
      mustExist && names.exists(pk.field),
      mustExist && names.exists(sk.field),
      changes.when?.(names),
    );
    const { Attributes } = await dynamo.send(
      new UpdateItemCommand({
        TableName: this.definition.table,
        Key: toAttributes(this.key(key)),
        UpdateExpression: expression,
        ...(condition ? { ConditionExpression: condition } : {}),
        ...names.attributes(),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return this.parse(fromAttributes(Attributes ?? {}));
  }

  private keyValues(key: Partial<T>): Item {
    const { pk, sk } = this.definition.indexes.primary;
    return Object.fromEntries([...pk.composite, ...sk.composite].map((name) => [name, key[name]]));
  }

  /**
   * The index keys a change moves, as ElectroDB built them: when a change touches an index, every
   * half whose composites are known (from the change, its `composite` values or the key) is rebuilt;
   * a half with a changed composite must know all of them.
   */
  private changedIndexKeys(key: Partial<T>, changes: PatchChanges<T>): Record<string, string> {
    const changed = new Set([...Object.keys(changes.set ?? {}), ...(changes.remove ?? [])]);
    const values = { ...key, ...(changes.composite ?? {}), ...(changes.set ?? {}) } as Partial<T>;
    const keys: Record<string, string> = {};
    for (const [name, index] of Object.entries(this.definition.indexes)) {
      const touches = (half: KeyHalf<T>) => half.composite.some((c) => changed.has(c));
      if (name === 'primary' || (!touches(index.pk) && !touches(index.sk))) continue;
      for (const [half, build] of [
        [index.pk, () => this.partition(index.pk, values)],
        [index.sk, () => this.sort(index.sk, values)],
      ] as const) {
        if (this.complete(half, values)) keys[half.field] = build();
        else if (touches(half)) {
          throw new Error(`${this.definition.entity}: incomplete composite attributes for ${half.field}`);
        }
      }
    }
    return keys;
  }

  /** Deletes an item (nothing happens if it is missing, unless `when` requires it). */
  async delete(key: Partial<T>, when?: ConditionCallback): Promise<void> {
    const names = new Placeholders();
    const condition = when?.(names);
    await dynamo.send(
      new DeleteItemCommand({
        TableName: this.definition.table,
        Key: toAttributes(this.key(key)),
        ...(condition ? { ConditionExpression: condition, ...names.attributes() } : {}),
      }),
    );
  }

  /** Deletes many items (25 per request). */
  deleteMany(keys: readonly Partial<T>[]): Promise<void> {
    return this.batchWrite(keys.map((k) => ({ DeleteRequest: { Key: toAttributes(this.key(k)) } })));
  }

  private async batchWrite(requests: readonly WriteRequest[]): Promise<void> {
    const table = this.definition.table;
    for (let start = 0; start < requests.length; start += 25) {
      let pending: WriteRequest[] | undefined = requests.slice(start, start + 25);
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt > 8) throw new Error(`${this.definition.entity}: ${pending.length} writes were not done`);
        const result = await dynamo.send(new BatchWriteItemCommand({ RequestItems: { [table]: pending } }));
        pending = result.UnprocessedItems?.[table] as WriteRequest[] | undefined;
      }
    }
  }

  /**
   * Items of one partition of an index (`primary` or a named one): the partition composites and
   * any leading sort composites in `values` (matched exactly), then `options.range` on the next one.
   */
  async query(
    indexName: keyof EntityDefinition<T>['indexes'] & string,
    values: Partial<T>,
    options: QueryOptions<T> = {},
  ): Promise<T[]> {
    const index = this.definition.indexes[indexName];
    if (!index) throw new Error(`${this.definition.entity}: no index ${indexName}`);
    if (!this.complete(index.pk, values)) {
      throw new Error(`${this.definition.entity}: incomplete partition key for ${indexName}`);
    }
    const names = new Placeholders();
    const pk = `${names.name(index.pk.field)} = ${names.value(this.partition(index.pk, values))}`;
    const skName = names.name(index.sk.field);
    const sortKey = (extra: Partial<T>) => this.sort(index.sk, { ...values, ...extra });
    const range = options.range;
    let sk: string;
    if (!range) sk = `begins_with(${skName}, ${names.value(this.sort(index.sk, values, true))})`;
    else if ('begins' in range) sk = `begins_with(${skName}, ${names.value(sortKey(range.begins))})`;
    else if ('between' in range) {
      sk = `${skName} BETWEEN ${names.value(sortKey(range.between[0]))} AND ${names.value(sortKey(range.between[1]))}`;
    } else {
      const [operator, bound] = (
        [
          ['>=', 'gte'],
          ['>', 'gt'],
          ['<=', 'lte'],
          ['<', 'lt'],
        ] as const
      ).flatMap(([op, name]) =>
        name in range ? [[op, (range as Record<string, Partial<T>>)[name]]] : [],
      )[0]!;
      sk = `${skName} ${operator} ${names.value(sortKey(bound as Partial<T>))}`;
    }
    const filter = options.filter?.(names);
    const items: T[] = [];
    let start: Attributes | undefined;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: this.definition.table,
          ...(index.index ? { IndexName: index.index } : {}),
          KeyConditionExpression: `${pk} AND ${sk}`,
          ...(filter ? { FilterExpression: filter } : {}),
          ...names.attributes(),
          ScanIndexForward: options.order !== 'desc',
          ...(options.limit ? { Limit: options.limit } : {}),
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      const stored = (page.Items ?? []).map(fromAttributes);
      items.push(...stored.filter((s) => this.owns(s)).map(this.parse));
      start = page.LastEvaluatedKey;
      if (options.count !== undefined && items.length >= options.count) return items.slice(0, options.count);
    } while (start && options.pages !== 1);
    return items;
  }

  /**
   * Every item of this entity in the table that passes `filter`, page by page: for a sweep of the
   * rare items no key leads to (reads the whole table, so only scheduled jobs call it).
   */
  async scan(filter: ConditionCallback): Promise<T[]> {
    const names = new Placeholders();
    const expression = names.and(names.eq(ENTITY, this.definition.entity), filter(names));
    const items: T[] = [];
    let start: Attributes | undefined;
    do {
      const page = await dynamo.send(
        new ScanCommand({
          TableName: this.definition.table,
          FilterExpression: expression,
          ...names.attributes(),
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      const stored = (page.Items ?? []).map(fromAttributes);
      items.push(...stored.filter((s) => this.owns(s)).map(this.parse));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  /**
   * Deletes every item of this entity that passes `filter` and answers how many went: the erasure of a
   * counterparty (a scheduled job; it reads the whole table like `scan`). Deleting twice deletes nothing more.
   */
  async eraseWhere(filter: ConditionCallback): Promise<number> {
    const items = await this.scan(filter);
    await this.deleteMany(items);
    return items.length;
  }
}

/** Defines an entity of item type T (give T explicitly: `defineEntity<Account>({...})`). */
export function defineEntity<T extends object>(definition: EntityDefinition<T>): Entity<T> {
  return new Entity(definition);
}

export function isConditionalFailure(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`
      : '';
  return text.includes('ConditionalCheckFailed') || text.includes('conditional request failed');
}
