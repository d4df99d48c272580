import type { FastifyInstance } from 'fastify';
import { readsFor } from '../../db/replica.js';
import { MOMENT_MAX_AGE_MS } from '../../plugins/shared-reads.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { forbiddenMessage } from '../../lib/permissions.js';
import { can } from '../../plugins/permissions.js';
import { requestTimeZone, timeZoneHeaderSchema } from '../../time/time-zone.js';
import { envelopeSchema, errorEnvelopeSchema, ok, readErrorSchemas } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { GRAINS, type Grain, RANGES, type RangeName, rangeDays, todayIn } from './range.js';
import { recordTrendSchema, trendsSchema } from './schemas.js';
import { SERIES, SERIES_DEFINITIONS, type SeriesKey } from './series.js';
import { readRecordTrend, readTrends, type TrendsAnswer } from './service.js';

/** The series asked for (all the admin may see when none is named); one not allowed is a 403. */
function chosenSeries(raw: string | undefined, mayView: (key: SeriesKey) => boolean): SeriesKey[] {
  if (!raw) {
    const visible = SERIES.filter(mayView);
    if (!visible.length) throw forbidden('You may not view any trend');
    return visible;
  }
  const names = [...new Set(raw.split(','))];
  const keys: SeriesKey[] = [];
  for (const name of names) {
    if (!(SERIES as readonly string[]).includes(name))
      throw badRequest(`Unknown series: ${name.slice(0, 40)}`);
    const key = name as SeriesKey;
    if (!mayView(key)) throw forbidden(forbiddenMessage(SERIES_DEFINITIONS[key].permission));
    keys.push(key);
  }
  return SERIES.filter((key) => keys.includes(key));
}

const RECORD_DAYS = 90;

/** GET /trends (the Trends screen's series) and a doctor's or clinic's 90-day trend. */
export async function trendRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const trends = fastify.sharedRead<TrendsAnswer>(MOMENT_MAX_AGE_MS);

  app.get(
    '/trends',
    {
      // Any admin reaches the route; each series then needs its list's (or revenue's) permission.
      config: { permission: 'dashboard.view', reads: 'replica' },
      schema: {
        tags: ['trends'],
        summary:
          "Series over time in the admin's time zone, each with the previous period of the same length",
        headers: timeZoneHeaderSchema,
        querystring: {
          type: 'object',
          properties: {
            range: { type: 'string', enum: [...RANGES] },
            grain: { type: 'string', enum: [...GRAINS] },
            from: { type: 'string', maxLength: 10, description: 'yyyy-MM-dd, with range=custom' },
            to: { type: 'string', maxLength: 10, description: 'yyyy-MM-dd, with range=custom' },
            series: { type: 'string', maxLength: 400, description: `Comma-separated: ${SERIES.join(', ')}` },
          },
          additionalProperties: false,
        },
        response: { 200: envelopeSchema(trendsSchema), ...readErrorSchemas, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const query = request.query as {
        range?: RangeName;
        grain?: Grain;
        from?: string;
        to?: string;
        series?: string;
      };
      const range = query.range ?? 'last_30_days';
      if (range !== 'custom' && (query.from || query.to))
        throw badRequest('from and to go with range=custom');
      const keys = chosenSeries(query.series, (key) => can(request, SERIES_DEFINITIONS[key].permission));
      const timeZone = requestTimeZone(request);
      const span = rangeDays(range, todayIn(timeZone), query.from, query.to);
      const grain = query.grain ?? 'day';
      // Per database that answers: a replica's reading never serves a request pinned to the primary.
      const answer = await trends.read(
        readsFor(app.database),
        () => readTrends(app, span, grain, timeZone, keys),
        JSON.stringify([span, grain, timeZone, keys]),
      );
      return ok(answer);
    },
  );

  for (const who of ['doctor', 'clinic'] as const) {
    app.get(
      `/trends/${who}s/:uid`,
      {
        config: { permission: who === 'doctor' ? 'doctors.view' : 'clinics.view', reads: 'replica' },
        schema: {
          tags: ['trends'],
          summary: `A ${who}'s appointments booked and net revenue by week over the last ${RECORD_DAYS} days`,
          headers: timeZoneHeaderSchema,
          params: {
            type: 'object',
            required: ['uid'],
            properties: { uid: { type: 'string', format: 'uuid' } },
            additionalProperties: false,
          },
          response: { 200: envelopeSchema(recordTrendSchema), ...readErrorSchemas, 403: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const { uid } = request.params as { uid: string };
        const [user] = await app.reads.query<{ id: number }>(
          'select id from users where uid = $1 and role_id = $2',
          [uid, who === 'doctor' ? 3 : 4],
        );
        if (!user) throw notFound(`${who === 'doctor' ? 'Doctor' : 'Clinic'} not found`);
        const timeZone = requestTimeZone(request);
        const today = todayIn(timeZone);
        const span = rangeDays('last_90_days', today);
        return ok(
          await readRecordTrend(app, who, Number(user.id), span, timeZone, can(request, 'revenue.view')),
        );
      },
    );
  }
}
