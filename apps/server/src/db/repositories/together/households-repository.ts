import type { Kysely } from 'kysely';

import type { Database } from '../../schema';

export interface HouseholdRow {
  id: string;
  name: string;
  ownerId: string;
  inviteCode: string;
  createdAt: string;
  /** When the invite code was made (null: before migration 019). */
  inviteCodeAt?: string | null;
}

export interface MemberRow {
  userId: string;
  name: string;
  joinedAt: string;
  /** The member's account as it is now (issue #45: a display name set later shows at once). */
  account?: { name: string | null; email: string } | null;
}

/** The accounts table better-auth keeps (read only here, for names). */
type AccountTables = { user: { id: string; name: string | null; email: string } };

const household = (row: {
  id: string;
  name: string;
  owner_id: string;
  invite_code: string;
  created_at: string;
  invite_code_at?: string | null;
}): HouseholdRow => ({
  id: row.id,
  name: row.name,
  ownerId: row.owner_id,
  inviteCode: row.invite_code,
  createdAt: row.created_at,
  inviteCodeAt: row.invite_code_at ?? null,
});

/** Households and their members (migration 013). */
export function householdsRepository(db: Kysely<Database>) {
  return {
    async create(row: HouseholdRow, owner: MemberRow): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('households')
          .values({
            id: row.id,
            name: row.name,
            owner_id: row.ownerId,
            invite_code: row.inviteCode,
            created_at: row.createdAt,
            invite_code_at: row.inviteCodeAt ?? row.createdAt,
          })
          .execute();
        await trx
          .insertInto('household_members')
          .values({
            household_id: row.id,
            user_id: owner.userId,
            name: owner.name,
            joined_at: owner.joinedAt,
          })
          .execute();
      });
    },

    async find(id: string): Promise<HouseholdRow | null> {
      const row = await db
        .selectFrom('households')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? household(row) : null;
    },

    async findByCode(code: string): Promise<HouseholdRow | null> {
      const row = await db
        .selectFrom('households')
        .selectAll()
        .where('invite_code', '=', code)
        .executeTakeFirst();
      return row ? household(row) : null;
    },

    /** The households a user belongs to, oldest first. */
    async ofUser(userId: string): Promise<HouseholdRow[]> {
      const rows = await db
        .selectFrom('households')
        .innerJoin('household_members', 'household_members.household_id', 'households.id')
        .selectAll('households')
        .where('household_members.user_id', '=', userId)
        .orderBy('households.created_at')
        .orderBy('households.id')
        .execute();
      return rows.map(household);
    },

    /** How many members a household has (issue #39: a household has at most 12). */
    async memberCount(householdId: string): Promise<number> {
      const row = await db
        .selectFrom('household_members')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('household_id', '=', householdId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Members in the order they joined. */
    async members(householdId: string): Promise<MemberRow[]> {
      const rows = await db
        .withTables<AccountTables>()
        .selectFrom('household_members')
        .leftJoin('user', 'user.id', 'household_members.user_id')
        .select([
          'household_members.user_id',
          'household_members.name',
          'household_members.joined_at',
          'user.name as account_name',
          'user.email as account_email',
        ])
        .where('household_members.household_id', '=', householdId)
        .orderBy('household_members.joined_at')
        .orderBy('household_members.user_id')
        .execute();
      return rows.map((r) => ({
        userId: r.user_id,
        name: r.name,
        joinedAt: r.joined_at,
        account: r.account_email === null ? null : { name: r.account_name, email: r.account_email },
      }));
    },

    /** Adds a member; false when they already were one. */
    async addMember(householdId: string, member: MemberRow): Promise<boolean> {
      const existing = await db
        .selectFrom('household_members')
        .select('user_id')
        .where('household_id', '=', householdId)
        .where('user_id', '=', member.userId)
        .executeTakeFirst();
      if (existing) return false;
      await db
        .insertInto('household_members')
        .values({
          household_id: householdId,
          user_id: member.userId,
          name: member.name,
          joined_at: member.joinedAt,
        })
        .execute();
      return true;
    },

    async renameMember(householdId: string, userId: string, name: string): Promise<void> {
      await db
        .updateTable('household_members')
        .set({ name })
        .where('household_id', '=', householdId)
        .where('user_id', '=', userId)
        .execute();
    },

    async removeMember(householdId: string, userId: string): Promise<void> {
      await db
        .deleteFrom('household_members')
        .where('household_id', '=', householdId)
        .where('user_id', '=', userId)
        .execute();
    },

    async setOwner(householdId: string, ownerId: string): Promise<void> {
      await db
        .updateTable('households')
        .set({ owner_id: ownerId })
        .where('id', '=', householdId)
        .execute();
    },

    async setInviteCode(householdId: string, code: string, at?: string): Promise<void> {
      await db
        .updateTable('households')
        .set({ invite_code: code, ...(at ? { invite_code_at: at } : {}) })
        .where('id', '=', householdId)
        .execute();
    },

    /** A household nobody is left in goes, with its evenings. */
    async remove(householdId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('household_evenings')
          .where('household_id', '=', householdId)
          .execute();
        await trx.deleteFrom('household_members').where('household_id', '=', householdId).execute();
        await trx.deleteFrom('households').where('id', '=', householdId).execute();
      });
    },
  };
}

export type HouseholdsRepository = ReturnType<typeof householdsRepository>;
