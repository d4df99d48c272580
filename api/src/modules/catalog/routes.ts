import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.js';
import { parseListQuery } from '../../lists/index.js';
import { boardCertificateLists, serviceLists, specialityLists } from './global-lists.js';
import {
  boardCertificateListSpec,
  serviceListSpec,
  specialityListSpec,
  suggestionListSpec,
} from './list-specs.js';
import { checkCost, checkCpt, checkName, checkOptionalCost } from './rules.js';
import * as schemas from './schemas.js';
import { suggestionService } from './suggestions.js';

type Body = Record<string, unknown> | undefined;
type UidParams = { Params: { uid: string } };

const SPECIALITY_NAME = {
  required: 'Please enter specialty',
  tooLong: 'Specialty must be at most 50 characters',
};
const SERVICE_NAME = { required: 'Please enter service', tooLong: 'Service must be at most 50 characters' };
const BOARD_NAME = {
  required: 'Please enter Certification Name',
  tooLong: 'Certification Name must be at most 50 characters',
};

const activeOf = (body: Body) => body?.active !== false;

/** Specialties, services and board certifications, and the suggestions of the first two (spec 7). */
export async function catalogRoutes(app: FastifyInstance) {
  const specialities = specialityLists(app);
  const services = serviceLists(app);
  const boards = boardCertificateLists(app);
  const suggestions = suggestionService(app, { specialities, services });

  // Specialties
  app.get('/speciality', { schema: schemas.listSpecialitiesSchema }, async (request) =>
    ok(await specialities.list(parseListQuery(request.query, specialityListSpec))),
  );
  app.post('/speciality', { schema: schemas.createSpecialitySchema }, async (request) => {
    const body = request.body as Body;
    const name = checkName(body?.name, SPECIALITY_NAME);
    return ok(await specialities.create(request, name, activeOf(body)), 'Specialty added successfully');
  });
  app.put<UidParams>('/speciality/:uid', { schema: schemas.updateSpecialitySchema }, async (request) => {
    const name = checkName((request.body as Body)?.name, SPECIALITY_NAME);
    return ok(await specialities.rename(request, request.params.uid, name), 'Specialty updated successfully');
  });
  app.delete<UidParams>('/speciality/:uid', { schema: schemas.deleteSpecialitySchema }, async (request) =>
    ok(await specialities.remove(request, request.params.uid), 'Specialty deleted successfully'),
  );

  // Specialty suggestions
  app.get(
    '/doctor/suggest-speciality/admin',
    { schema: schemas.listSuggestedSpecialitiesSchema },
    async (request) =>
      ok(await suggestions.listSpecialities(parseListQuery(request.query, suggestionListSpec))),
  );
  app.put(
    '/doctor/suggest-speciality/admin/seen',
    { schema: schemas.seenSuggestedSpecialitiesSchema },
    async (request) => ok(await suggestions.markSpecialitiesSeen(request)),
  );
  app.put<UidParams>(
    '/doctor/suggest-speciality/:uid',
    { schema: schemas.acceptSuggestedSpecialitySchema },
    async (request) =>
      ok(await suggestions.acceptSpeciality(request, request.params.uid), 'Specialty added to global list.'),
  );
  app.delete<UidParams>(
    '/doctor/suggest-speciality/:uid',
    { schema: schemas.rejectSuggestedSpecialitySchema },
    async (request) =>
      ok(await suggestions.rejectSpeciality(request, request.params.uid), 'Specialty rejected'),
  );

  // Services
  app.get('/service', { schema: schemas.listServicesSchema }, async (request) =>
    ok(await services.list(parseListQuery(request.query, serviceListSpec))),
  );
  app.post('/service', { schema: schemas.createServiceSchema }, async (request) => {
    const body = request.body as Body;
    const input = {
      name: checkName(body?.name, SERVICE_NAME),
      costCents: checkCost(body?.cost),
      cpt: checkCpt(body?.cpt),
    };
    return ok(await services.create(request, input, activeOf(body)), 'Service added successfully');
  });
  app.put<UidParams>('/service/:uid', { schema: schemas.updateServiceSchema }, async (request) => {
    const body = request.body as Body;
    const input = {
      name: checkName(body?.name, SERVICE_NAME),
      costCents: checkCost(body?.cost),
      cpt: checkCpt(body?.cpt),
    };
    return ok(await services.update(request, request.params.uid, input), 'Service updated successfully');
  });
  app.delete<UidParams>('/service/:uid', { schema: schemas.deleteServiceSchema }, async (request) =>
    ok(await services.remove(request, request.params.uid), 'Service deleted successfully'),
  );

  // Service suggestions
  app.get('/doctor/all-suggest-service', { schema: schemas.listSuggestedServicesSchema }, async (request) =>
    ok(
      await suggestions.listServices(
        parseListQuery({ limit: '-1', ...(request.query as object) }, suggestionListSpec),
      ),
    ),
  );
  app.put(
    '/doctor/all-suggest-service/seen',
    { schema: schemas.seenSuggestedServicesSchema },
    async (request) => ok(await suggestions.markServicesSeen(request)),
  );
  app.put<UidParams>(
    '/doctor/suggest-service/:uid',
    { schema: schemas.acceptSuggestedServiceSchema },
    async (request) => {
      const cost = checkOptionalCost((request.body as Body)?.cost);
      return ok(
        await suggestions.acceptService(request, request.params.uid, cost),
        'Service added to global list.',
      );
    },
  );
  app.delete<UidParams>(
    '/doctor/suggest-service/:uid',
    { schema: schemas.rejectSuggestedServiceSchema },
    async (request) => ok(await suggestions.rejectService(request, request.params.uid), 'Service rejected'),
  );

  // Board certifications
  app.get(
    '/doctor/board-certificates/global',
    { schema: schemas.listBoardCertificatesSchema },
    async (request) => ok(await boards.list(parseListQuery(request.query, boardCertificateListSpec))),
  );
  app.post(
    '/doctor/board-certificates/global',
    { schema: schemas.createBoardCertificateSchema },
    async (request) => {
      const body = request.body as Body;
      const input = {
        name: checkName(body?.name, BOARD_NAME),
        cpt: checkCpt(body?.cpt),
        costCents: checkOptionalCost(body?.cost),
      };
      return ok(
        await boards.create(request, input, activeOf(body)),
        'Board certification added successfully',
      );
    },
  );
  app.put<UidParams>(
    '/doctor/board-certificates/:uid',
    { schema: schemas.updateBoardCertificateSchema },
    async (request) => {
      const body = request.body as Body;
      const input = {
        name: checkName(body?.name, BOARD_NAME),
        cpt: checkCpt(body?.cpt),
        costCents: checkOptionalCost(body?.cost),
      };
      return ok(
        await boards.update(request, request.params.uid, input),
        'Board certification updated successfully',
      );
    },
  );
  app.delete<UidParams>(
    '/doctor/board-certificates/:uid',
    { schema: schemas.deleteBoardCertificateSchema },
    async (request) =>
      ok(await boards.remove(request, request.params.uid), 'Board certification deleted successfully'),
  );
}
