import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';

/**
 * Address (02 §3); an empty part is ''. The spec spells `disctrict` so; kept for the client. A module of its
 * own: the registration area answers addresses without building the questionnaire's schemas.
 */
export const addressSchema = lazySchema(() =>
  z.object({
    fullAddress: z.string(),
    index: z.string(),
    countryCode: z.string(),
    regionCode: z.string(),
    countryRef: z.nullable(z.object({ code: z.string(), name: z.string() })),
    regionRef: z.nullable(z.object({ code: z.string(), name: z.string() })),
    city: z.string(),
    locality: z.string(),
    disctrict: z.string(),
    street: z.string(),
    building: z.string(),
    block: z.string(),
    floor: z.string(),
    room: z.string(),
  }),
);
export type Address = z.infer<ReturnType<typeof addressSchema>>;
