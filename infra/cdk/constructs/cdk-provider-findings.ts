import { NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag's findings on the functions aws-cdk-lib itself makes for a deploy-time task (a BucketDeployment's
 * copier, a custom resource's provider framework), whose role and runtime the library chooses.
 */
export function suppressCdkProviderFindings(construct: IConstruct, task: string): void {
  NagSuppressions.addResourceSuppressions(
    construct,
    [
      { id: 'AwsSolutions-IAM4', reason: `${task}: the basic execution role for its logs.` },
      { id: 'AwsSolutions-IAM5', reason: `${task}: the actions on the resources of its task.` },
      { id: 'AwsSolutions-L1', reason: `${task}: its runtime is chosen by aws-cdk-lib.` },
    ],
    true,
  );
}

/** The copier function aws-cdk-lib adds once per stack for its BucketDeployments. */
export function suppressBucketDeploymentFindings(stack: IConstruct, what: string): void {
  for (const construct of stack.node.findAll()) {
    if (construct.node.id.startsWith('Custom::CDKBucketDeployment')) {
      suppressCdkProviderFindings(construct, `CDK BucketDeployment provider (${what})`);
    }
  }
}
