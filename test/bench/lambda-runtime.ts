/**
 * The arguments the Lambda runtime starts Node with: the bootstrap of its Node.js images
 * (public.ecr.aws/lambda/nodejs, /var/runtime/bootstrap) gives every function, the same from nodejs14.x on in
 * the copies published of it, a young generation of a tenth of the function's memory (half of it per
 * semi-space), the rest to the old generation, gc exposed and a larger header limit.
 *
 * Any V8 flag also makes V8 refuse the code cache Node ships for its own modules, so a deployed function (and
 * the minimal handler beside it) compiles each `node:` module it loads: a cost plain `node` does not pay, about
 * 12 ms of the minimal handler's init on this machine.
 */
export function lambdaNodeArgs(memoryMb: number): string[] {
  const newSpaceMb = Math.floor(memoryMb / 10);
  return [
    '--expose-gc',
    '--max-http-header-size',
    '81920',
    `--max-semi-space-size=${Math.floor(newSpaceMb / 2)}`,
    `--max-old-space-size=${memoryMb - newSpaceMb}`,
  ];
}
