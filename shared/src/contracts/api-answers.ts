// Names for the API's answers, read from the types generated from its OpenAPI document
// (api.generated.ts, `pnpm gen:api-types`), so no app restates an answer by hand.
import type { paths } from './api.generated';

/** Every path of the API, as the OpenAPI document writes it: '/api/doctor/fetch/{uid}'. */
export type ApiPaths = paths;
export type ApiPath = keyof paths;

/** The HTTP methods a path answers ('get', 'put', ...). */
export type ApiMethod<P extends ApiPath> = Extract<
  keyof paths[P],
  'get' | 'put' | 'post' | 'patch' | 'delete'
>;

/** The JSON body (the whole envelope) of `P`'s `M` when it answers with status `S`. */
export type ApiResponse<
  P extends ApiPath,
  M extends ApiMethod<P>,
  S extends number = 200,
> = paths[P][M] extends {
  responses: infer R;
}
  ? S extends keyof R
    ? R[S] extends { content: { 'application/json': infer B } }
      ? B
      : never
    : never
  : never;

/**
 * The envelope's `data` of a successful answer (200, or 201 for a creation), e.g.
 * `ApiAnswer<'/api/doctor/fetch/{uid}', 'get'>['doctor']` is the doctor the detail call answers.
 */
export type ApiAnswer<P extends ApiPath, M extends ApiMethod<P>> =
  ApiResponse<P, M, 200 | 201> extends { data: infer D } ? D : never;
