import { type CfnElement, NestedStack, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import type { Profile } from '../../../infra/cdk/config';
import {
  createApp,
  type CreateAppOptions,
  type SupplierCabinet,
} from '../../../infra/cdk/supplier-cabinet-app';

/**
 * The app as `cdk synth -c profile=<profile>` builds it, except that functions are stubs instead
 * of esbuild bundles and the CDK's template validation is skipped (`npm run synth` does both).
 * Synthesize once per test file: every Template.fromStack after the first reuses the assembly.
 */
export function synthesize(
  profile: Profile,
  context: Record<string, string> = {},
  options: Pick<CreateAppOptions, 'endpoints' | 'stages' | 'defaultStage'> = {},
): SupplierCabinet {
  return createApp({
    context: { profile, bundle: 'false', ...context },
    webDist: null,
    validateTemplates: false,
    ...options,
  });
}

export const templateOf = (stack: Stack): Template => Template.fromStack(stack);

/** A stack and every stack nested in it (ApiStack nests its functions and routes), parents first. */
export const withNested = (stack: Stack): Stack[] => [
  stack,
  ...stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c)),
];

interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
  Outputs?: Record<string, { Value: unknown }>;
  [key: string]: unknown;
}

/** Replaces every value `replace` answers for, depth first. */
function substitute(value: unknown, replace: (v: Record<string, unknown>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, replace));
  if (value === null || typeof value !== 'object') return value;
  const replaced = replace(value as Record<string, unknown>);
  if (replaced !== undefined) return substitute(replaced, replace);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, replace)]));
}

/**
 * A stack with its nested stacks folded in, as one template: a nested stack's parameters replaced by
 * what its parent passes, and the parent's `Fn::GetAtt [<nested stack>, Outputs.X]` by that output's
 * value. The assertions read the API as one whole, wherever the split put each resource.
 */
export function templateWithNested(stack: Stack): Template {
  const json = structuredClone(templateOf(stack).toJSON()) as TemplateJson;
  const outputs = new Map<string, Record<string, { Value: unknown }>>();
  const children = stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === stack);
  for (const child of children) {
    const resourceId = logicalIdOf(child.nestedStackResource!);
    const passed = (json.Resources[resourceId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const folded = substitute(templateWithNested(child).toJSON(), (v) =>
      typeof v.Ref === 'string' && v.Ref in passed ? passed[v.Ref] : undefined,
    ) as TemplateJson;
    outputs.set(resourceId, folded.Outputs ?? {});
    for (const [id, resource] of Object.entries(folded.Resources)) {
      if (id in json.Resources) throw new Error(`${id} is in ${child.node.path} and its parent`);
      json.Resources[id] = resource;
    }
    delete json.Resources[resourceId];
  }
  const resolved = substitute(json, (v) => {
    const getAtt = v['Fn::GetAtt'] as [string, string] | undefined;
    const output = getAtt?.[1].startsWith('Outputs.') ? getAtt[1].slice('Outputs.'.length) : undefined;
    return output === undefined ? undefined : outputs.get(getAtt![0])?.[output]?.Value;
  }) as TemplateJson;
  return Template.fromJSON(resolved, { skipCyclicalDependenciesCheck: true });
}

/** cdk-nag AwsSolutions findings nobody suppressed with a reason. */
export function unsuppressedNagErrors(stack: Stack): string[] {
  return Annotations.fromStack(stack)
    .findError('*', Match.stringLikeRegexp('AwsSolutions-'))
    .map((m) => `${m.id}: ${String(m.entry.data)}`);
}

export function logicalIdOf(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(construct).getLogicalId(element);
}

export type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

export const resourcesOf = (template: Template): Resources => template.toJSON().Resources as Resources;

export const ofType = (template: Template, type: string): Array<[string, Record<string, unknown>]> =>
  Object.entries(resourcesOf(template))
    .filter(([, resource]) => resource.Type === type)
    .map(([id, resource]) => [id, resource.Properties ?? {}]);

/**
 * The functions the project bundles: not those aws-cdk-lib makes for a deploy-time task (a custom resource's
 * provider framework, a BucketDeployment's copier), whose runtime, tracing and code the library chooses.
 */
export const ownFunctions = (template: Template): Array<[string, Record<string, unknown>]> =>
  ofType(template, 'AWS::Lambda::Function').filter(
    ([, props]) => typeof props.Description === 'string' && !props.Description.startsWith('AWS CDK'),
  );

/** Every API Gateway method of the template by `METHOD /full/path`, the path rebuilt from its resources. */
export function apiMethods(template: Template): Map<string, Record<string, unknown>> {
  const resources = new Map(ofType(template, 'AWS::ApiGateway::Resource'));
  const pathOf = (ref: unknown): string => {
    const id = (ref as { Ref?: string }).Ref;
    const resource = id === undefined ? undefined : resources.get(id);
    if (!resource) return '';
    return `${pathOf(resource.ParentId)}/${String(resource.PathPart)}`;
  };
  return new Map(
    ofType(template, 'AWS::ApiGateway::Method').map(([, props]) => [
      `${String(props.HttpMethod)} ${pathOf(props.ResourceId)}`,
      props,
    ]),
  );
}

/**
 * Renders a CloudFormation value as a readable string: pseudo parameters as `{AWS::Region}`, references and
 * imports as `{Ref:x}` / `{Import:x}` / `{GetAtt:x.y}`; joins, splits and selects evaluated.
 */
export function render(value: unknown): string {
  const result = evaluate(value);
  return Array.isArray(result) ? result.join(',') : result;
}

function evaluate(value: unknown): string | string[] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value)) return value.map(render);
  const fn = value as Record<string, unknown>;
  if ('Fn::Join' in fn) {
    const [separator, parts] = fn['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  if ('Fn::Split' in fn) {
    const [separator, source] = fn['Fn::Split'] as [string, unknown];
    return render(source).split(separator);
  }
  if ('Fn::Select' in fn) {
    const [index, list] = fn['Fn::Select'] as [number, unknown];
    const items = evaluate(list);
    return (Array.isArray(items) ? items : [items])[index] ?? '';
  }
  if ('Ref' in fn)
    return String(fn.Ref).startsWith('AWS::') ? `{${String(fn.Ref)}}` : `{Ref:${String(fn.Ref)}}`;
  if ('Fn::ImportValue' in fn) return `{Import:${render(fn['Fn::ImportValue'])}}`;
  if ('Fn::GetAtt' in fn) return `{GetAtt:${(fn['Fn::GetAtt'] as string[]).join('.')}}`;
  return JSON.stringify(value);
}
