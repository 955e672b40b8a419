// Build step: the API description's routes, parsed and dereferenced once, as JSON beside the bundle
// (dist/openapi-routes.json), keyed by the description's bytes, so a start-up parses no YAML.
import { writeFileSync } from 'node:fs';
import { routesCacheOf } from '../http/openapi.js';
import { openapiFile, openapiRoutesCache } from '../paths.js';

writeFileSync(openapiRoutesCache, JSON.stringify(routesCacheOf(openapiFile)));
