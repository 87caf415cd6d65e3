import type { Household, PutLimitsBody, SessionUser } from '@unclewatch/core';

import type { ProfilesRepository } from '../../db/repositories/together/profiles-repository';
import type { HouseholdsRepository } from '../../db/repositories/together/households-repository';
import type { AgeLimitsService } from '../age-limits/age-limits-service';
import { DomainError } from '../../domain/domain-error';
import type { HouseholdService } from './household-service';

type Caller = Pick<SessionUser, 'id' | 'name' | 'email'>;

export const LEAVE_PROFILE_NEEDS_PROOF =
  "Going back needs the adult's password or PIN (send `password` or `pin`)";

/**
 * Kids' profiles (issue 41, decision 069): the owner adds a profile (a member with no e-mail
 * and no password, with its limits); an adult member's session switches to it ("Who's
 * watching?"); switching back needs that adult's password or PIN.
 */
export class ProfileService {
  constructor(
    private readonly households: HouseholdService,
    private readonly members: HouseholdsRepository,
    private readonly profiles: ProfilesRepository,
    private readonly limits: Pick<AgeLimitsService, 'save' | 'checkPin' | 'countTry'>,
    private readonly identity: { createUser(name: string): Promise<string> },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(
    owner: Caller,
    householdId: string,
    name: string,
    limits: PutLimitsBody,
  ): Promise<{ userId: string; name: string }> {
    const household = await this.households.get(owner, householdId);
    if (household.ownerId !== owner.id)
      throw new DomainError('forbidden', "Only the household's owner can add a profile");
    const userId = await this.identity.createUser(name);
    const now = this.now().toISOString();
    await this.profiles.add(userId, householdId, owner.id, now);
    await this.members.addMember(householdId, { userId, name, joinedAt: now });
    await this.limits.save(userId, limits, undefined, 'owner');
    return { userId, name };
  }

  /** An adult member's session becomes the profile's (a profile cannot switch). */
  async switchTo(
    caller: Caller,
    sessionId: string,
    householdId: string,
    profileId: string,
  ): Promise<{ userId: string; name: string }> {
    const household = await this.households.get(caller, householdId);
    if ((await this.profiles.profileIds([caller.id])).size > 0)
      throw new DomainError('forbidden', 'Only an adult member can choose who is watching');
    const member = household.members.find((m) => m.id === profileId);
    // "Who's watching? Me": an adult choosing themselves stays as they are.
    if (member && profileId === caller.id) return { userId: caller.id, name: member.name };
    const isProfile = (await this.profiles.profileIds([profileId])).size > 0;
    if (!member || !isProfile)
      throw new DomainError('not_found', 'No such profile in this household');
    await this.profiles.switchTo(sessionId, profileId, caller.id, this.now().toISOString());
    return { userId: profileId, name: member.name };
  }

  /** Back to the adult: their PIN, or their password (`passwordOk` checks it), else 403. */
  async switchBack(
    sessionId: string,
    proof: { pin?: string; password?: string },
    passwordOk: (password: string) => Promise<boolean>,
  ): Promise<void> {
    const active = await this.profiles.active(sessionId);
    if (!active) return;
    let ok = false;
    if (proof.pin !== undefined) ok = await this.limits.checkPin(active.adultId, proof.pin);
    if (!ok && proof.password !== undefined) {
      await this.limits.countTry(active.adultId);
      ok = await passwordOk(proof.password);
    }
    if (!ok) throw new DomainError('forbidden', LEAVE_PROFILE_NEEDS_PROOF);
    await this.profiles.switchBack(sessionId);
  }

  async activeProfile(sessionId: string): Promise<string | null> {
    return (await this.profiles.active(sessionId))?.profileId ?? null;
  }

  /** The household with its children marked (the member list). */
  async markChildren(household: Household): Promise<Household> {
    const children = await this.profiles.profileIds(household.members.map((m) => m.id));
    return {
      ...household,
      members: household.members.map((m) => ({ ...m, child: children.has(m.id) })),
    };
  }
}
