import { dictionaryEntries } from '@shared/api/areas/dictionaries';
import { createGroupHandler } from '../http/group-handler';
import { route } from '../lib/route';
import { dictionaryEntries as searchDictionary } from '../domain/dictionaries/dictionaries-service';

export const routes = [route(dictionaryEntries, (ctx) => searchDictionary(ctx.query, ctx.lang))];

export const handler = createGroupHandler('dictionaries', routes);
