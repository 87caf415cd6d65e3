import crypto from 'node:crypto';

import type { Household, SessionUser } from '@unclewatch/core';

import type {
  HouseholdRow,
  HouseholdsRepository,
  MemberRow,
} from '../../db/repositories/together/households-repository';
import { DomainError } from '../../domain/domain-error';
import { displayName } from '../library-service';

type Caller = Pick<SessionUser, 'id' | 'name' | 'email'>;

/** Invite codes: no 0/O or 1/I, so a code read aloud across the room is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newInviteCode(): string {
  const bytes = crypto.randomBytes(CODE_LENGTH);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** Issue #39: most members one household has, and most households one person belongs to. */
export const HOUSEHOLD_MAX_MEMBERS = 12;
export const HOUSEHOLDS_PER_USER_MAX = 10;
/** An invite code lasts a week; the owner can make a new one at any time. */
export const INVITE_CODE_DAYS = 7;

/**
 * Whether the caller may act (ask for a pick, log "we watched it") for these members of the
 * household: only as one of them (issue #39: Bob cannot pick for Alice alone and read her
 * watchlist, nor write diary rows into hers). `memberIds` left out means everyone, the caller
 * among them. An adult may also act for the household's children's profiles alone (#41); a
 * child's profile only ever as one of those named.
 */
export function mayActFor(
  _household: HouseholdRow,
  callerId: string,
  memberIds: readonly string[] | undefined,
  children: ReadonlySet<string> = new Set(),
): boolean {
  if (memberIds === undefined || memberIds.includes(callerId)) return true;
  // An adult may pick or log a viewing for the household's children's profiles alone.
  return !children.has(callerId) && memberIds.every((id) => children.has(id));
}

/** Anyone but a member is told the household does not exist: ids and names stay private. */
const notFound = () => new DomainError('not_found', 'No such household');

export interface Sofa {
  household: HouseholdRow;
  /** Every member, in the order they joined. */
  everyone: MemberRow[];
  /** The members watching tonight. */
  present: MemberRow[];
}

/** Households: create, join with a code, see, leave, remove a member, make a new code. */
export class HouseholdService {
  constructor(
    private readonly repo: HouseholdsRepository,
    private readonly now: () => Date = () => new Date(),
    /** Which of these users are children's profiles (issue #41); none without profiles. */
    private readonly childrenAmong: (ids: string[]) => Promise<ReadonlySet<string>> = async () =>
      new Set(),
  ) {}

  async list(user: Caller): Promise<Household[]> {
    const rows = await this.repo.ofUser(user.id);
    return Promise.all(rows.map(async (row) => this.view(row, await this.members(row.id))));
  }

  async create(user: Caller, name: string): Promise<Household> {
    await this.roomForAnother(user);
    const row: HouseholdRow = {
      id: crypto.randomBytes(12).toString('base64url'),
      name,
      ownerId: user.id,
      inviteCode: newInviteCode(),
      createdAt: this.now().toISOString(),
    };
    await this.repo.create(row, this.memberOf(user));
    return this.view(row, await this.members(row.id));
  }

  /** Joining twice is harmless: the household is answered as it is. */
  async join(user: Caller, code: string): Promise<Household> {
    const row = await this.repo.findByCode(code);
    if (!row || this.expired(row))
      throw new DomainError(
        'not_found',
        `No household has this invite code (codes last ${INVITE_CODE_DAYS} days)`,
      );
    const members = await this.members(row.id);
    if (members.some((m) => m.userId === user.id)) return this.get(user, row.id);
    if (members.length >= HOUSEHOLD_MAX_MEMBERS)
      throw new DomainError(
        'conflict',
        `This household is full: a household has at most ${HOUSEHOLD_MAX_MEMBERS} members`,
      );
    await this.roomForAnother(user);
    await this.repo.addMember(row.id, this.memberOf(user));
    return this.get(user, row.id);
  }

  private expired(row: HouseholdRow): boolean {
    const at = Date.parse(row.inviteCodeAt ?? row.createdAt);
    return this.now().getTime() - at > INVITE_CODE_DAYS * 86_400_000;
  }

  private async roomForAnother(user: Caller): Promise<void> {
    if ((await this.repo.ofUser(user.id)).length >= HOUSEHOLDS_PER_USER_MAX)
      throw new DomainError(
        'conflict',
        `You belong to ${HOUSEHOLDS_PER_USER_MAX} households already: leave one first`,
      );
  }

  async get(user: Caller, householdId: string): Promise<Household> {
    const { household, everyone } = await this.membership(user, householdId);
    return this.view(household, everyone);
  }

  /** Members of this household only; `memberIds` left out means everyone. */
  async sofa(user: Caller, householdId: string, memberIds?: string[]): Promise<Sofa> {
    const { household, everyone } = await this.membership(user, householdId);
    if (!memberIds) return { household, everyone, present: everyone };
    const byId = new Map(everyone.map((m) => [m.userId, m]));
    const outsiders = memberIds.filter((id) => !byId.has(id));
    if (outsiders.length > 0)
      throw new DomainError(
        'invalid',
        "Invalid body field 'members': not a member of this household",
        {
          details: outsiders.map((id) => ({
            path: `members.${memberIds.indexOf(id)}`,
            message: 'is not a member of this household',
          })),
        },
      );
    const children = await this.childrenAmong([user.id, ...memberIds]);
    if (!mayActFor(household, user.id, memberIds, children))
      throw new DomainError(
        'forbidden',
        'You can only pick or log a viewing for a group you are in',
        {
          details: [{ path: 'members', message: 'must include you' }],
        },
      );
    const present = [...new Set(memberIds)].map((id) => byId.get(id)!);
    return { household, everyone, present };
  }

  /** A member may leave; the owner may remove anyone. The last one out closes the household. */
  async removeMember(user: Caller, householdId: string, memberId: string): Promise<void> {
    const { household, everyone } = await this.membership(user, householdId);
    if (memberId !== user.id && household.ownerId !== user.id)
      throw new DomainError('forbidden', 'Only the owner of the household can remove a member');
    if (!everyone.some((m) => m.userId === memberId))
      throw new DomainError('not_found', 'No such member in this household');
    const rest = everyone.filter((m) => m.userId !== memberId);
    if (rest.length === 0) return this.repo.remove(householdId);
    await this.repo.removeMember(householdId, memberId);
    // The longest-standing member takes over from an owner who leaves.
    if (memberId === household.ownerId) await this.repo.setOwner(householdId, rest[0]!.userId);
  }

  /**
   * An admin removed this user (issue #39): they leave every household (an owner hands it to
   * the longest-standing member; the last one out closes it), so no pick names them, reads
   * their watchlist or logs a viewing for them.
   */
  async forgetUser(userId: string): Promise<void> {
    for (const household of await this.repo.ofUser(userId)) {
      const rest = (await this.members(household.id)).filter((m) => m.userId !== userId);
      if (rest.length === 0) {
        await this.repo.remove(household.id);
        continue;
      }
      await this.repo.removeMember(household.id, userId);
      if (household.ownerId === userId) await this.repo.setOwner(household.id, rest[0]!.userId);
    }
  }

  /** A new code: the old one stops working (someone shared it too widely). */
  async newCode(user: Caller, householdId: string): Promise<Household> {
    const { household } = await this.membership(user, householdId);
    if (household.ownerId !== user.id)
      throw new DomainError('forbidden', 'Only the owner of the household can make a new code');
    await this.repo.setInviteCode(householdId, newInviteCode(), this.now().toISOString());
    return this.get(user, householdId);
  }

  /** The household and its members, or 404 for anyone who is not a member. */
  private async membership(user: Caller, householdId: string) {
    const household = await this.repo.find(householdId);
    if (!household) throw notFound();
    const everyone = await this.members(householdId);
    const me = everyone.find((m) => m.userId === user.id);
    if (!me) throw notFound();
    const name = displayName(user);
    if (me.name !== name) {
      await this.repo.renameMember(householdId, user.id, name);
      me.name = name;
    }
    return { household, everyone };
  }

  /**
   * Members in the order they joined, each named as their account is named now (issue #45: a
   * display name set on the profile shows to everyone at once, not only after its owner's
   * next visit); the name stored at joining when the account cannot be read.
   */
  private async members(householdId: string): Promise<MemberRow[]> {
    const rows = await this.repo.members(householdId);
    return rows.map(({ account, ...m }) =>
      account ? { ...m, name: displayName({ name: account.name ?? '', email: account.email }) } : m,
    );
  }

  private memberOf(user: Caller): MemberRow {
    return { userId: user.id, name: displayName(user), joinedAt: this.now().toISOString() };
  }

  private view(row: HouseholdRow, members: MemberRow[]): Household {
    return {
      id: row.id,
      name: row.name,
      inviteCode: row.inviteCode,
      ownerId: row.ownerId,
      members: members.map((m) => ({
        id: m.userId,
        name: m.name,
        owner: m.userId === row.ownerId,
      })),
    };
  }
}
