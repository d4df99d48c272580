import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import { type ListDefinition, type ListQuery, parseListQuery } from '../lists/index.js';
import { type Envelope, ok } from '../wire/envelope.js';
import type { TypedApp } from '../wire/typed-routes.js';
import { sendListCsv, wantsCsv } from './list-export.js';
import type { Permission } from './permissions.js';

/**
 * What a list route answers: a page in the envelope, or the reply its CSV file is sent on. Named,
 * so that the handler's return type does not hang on the (generic) schema's response.
 */
interface ListRoute<Data> extends RouteGenericInterface {
  Reply: Envelope<Data> | FastifyReply;
}

/** A request to a route of the typed app with `schema`, typed as that route's handler sees it. */
type RequestOf<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  TypeBoxTypeProvider
>;

/** A list's definition with the request's query parsed against it. */
interface ParsedList<Row, Out, CsvRow> {
  definition: ListDefinition<Row, Out, CsvRow>;
  list: ListQuery;
}

/** Where a list route's definition and parsed query come from. */
type ListSource<S extends FastifySchema, Row, Out, CsvRow> =
  | {
      /** The list the request reads; its query is parsed against it (parseListQuery). */
      definition: (request: RequestOf<S>) => ListDefinition<Row, Out, CsvRow>;
      parse?: never;
    }
  | {
      /** Both at once, for a list whose definition depends on its parsed query. */
      parse: (request: RequestOf<S>) => ParsedList<Row, Out, CsvRow>;
      definition?: never;
    };

type ExportableListOptions<S extends FastifySchema, Row, Out, CsvRow, Data> = ListSource<
  S,
  Row,
  Out,
  CsvRow
> & {
  permission: Permission;
  exportPermission: Permission;
  schema: S;
  /** One page of the list, as the JSON answer's `data`. */
  page: (
    definition: ListDefinition<Row, Out, CsvRow>,
    list: ListQuery,
    request: RequestOf<S>,
  ) => Promise<Data>;
};

/**
 * GET `path`: a list that answers one page in the envelope, or every match as CSV when the request
 * asks for it (wantsCsv; the export also needs `exportPermission`). Both read from the read replica
 * when there is one (`reads: 'replica'`).
 */
export function exportableListRoute<const S extends FastifySchema, Row, Out, CsvRow, Data>(
  app: TypedApp,
  path: string,
  options: ExportableListOptions<S, Row, Out, CsvRow, Data>,
): void {
  const { permission, exportPermission, schema, page } = options;
  app.get<ListRoute<Data>, ContextConfigDefault, S>(
    path,
    { config: { permission, exportPermission, reads: 'replica' }, schema },
    async (request, reply) => {
      const { definition, list } = options.parse
        ? options.parse(request)
        : parsedAgainst(options.definition(request), request);
      if (wantsCsv(request)) return sendListCsv(app, request, reply, definition, list);
      return ok(await page(definition, list, request));
    },
  );
}

function parsedAgainst<Row, Out, CsvRow>(
  definition: ListDefinition<Row, Out, CsvRow>,
  request: FastifyRequest,
): ParsedList<Row, Out, CsvRow> {
  return { definition, list: parseListQuery(request.query, definition) };
}
