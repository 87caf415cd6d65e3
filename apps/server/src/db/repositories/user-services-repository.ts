import type { Kysely } from 'kysely';

import type { Database } from '../schema';

export interface SavedServices {
  region: string;
  services: number[];
  updatedAt: string;
}

function parseIds(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Each user's watch region and services: every call is scoped to one user id. */
export function userServicesRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<SavedServices | undefined> {
      const row = await db
        .selectFrom('user_services')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return (
        row && { region: row.region, services: parseIds(row.services), updatedAt: row.updated_at }
      );
    },

    /** Several users' rows at once (Watch together's present members). */
    async findMany(userIds: readonly string[]): Promise<Map<string, SavedServices>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('user_services')
        .selectAll()
        .where('user_id', 'in', [...userIds])
        .execute();
      return new Map(
        rows.map((row) => [
          row.user_id,
          { region: row.region, services: parseIds(row.services), updatedAt: row.updated_at },
        ]),
      );
    },

    async save(userId: string, region: string, services: number[], now: string): Promise<void> {
      const values = { region, services: JSON.stringify(services), updated_at: now };
      await db
        .insertInto('user_services')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type UserServicesRepository = ReturnType<typeof userServicesRepository>;
