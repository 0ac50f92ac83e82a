import { branches } from './branches';
import { buildings } from './buildings';
import { subUsers } from './sub-users';
import type { ResourceConfig } from './types';

/** Every resource of the product. The dataProvider, menu, routes and labels derive from this list. */
export const registry: ResourceConfig[] = [buildings, subUsers, branches];
