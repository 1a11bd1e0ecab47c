/**
 * The region of the SDK clients: Lambda always sets AWS_REGION; tests and scripts outside it get this
 * default. Apart from env.ts so that the DynamoDB client, made at every function's initialisation,
 * does not bring env.ts's zod schema with it.
 */
export const REGION = process.env.AWS_REGION || 'eu-central-1';
