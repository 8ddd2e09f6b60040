import type { z } from 'zod';

// Parameter types derive from the contract's query schemas, so names and vocabularies are never
// written twice: a schema's typed output becomes the argument type, with parsed shapes (time bounds,
// comma lists) taken back to the string or list the wire carries.

type Wire<T> = T extends boolean
  ? boolean
  : T extends number
    ? number
    : T extends string
      ? T
      : T extends readonly (infer U)[]
        ? readonly Wire<U>[] | Wire<U>
        : string;

/** Typed, all-optional parameters of an endpoint, keyed like its contract query schema. */
export type ParamsOf<S extends z.ZodType> = { [K in keyof z.output<S>]?: Wire<NonNullable<z.output<S>[K]>> };

/** Path segment of an id, encoded so a string id can never break out of its segment. */
export const seg = (id: string | number): string => encodeURIComponent(String(id));
