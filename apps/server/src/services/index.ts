import type { ImportRepairService } from './import/import-repair';
import type { AgeLimitsService } from './age-limits/age-limits-service';
import type { ProfileService } from './together/profile-service';
import type { AlertJob } from './alerts/alert-job';
import type { AlertSettingsService } from './alerts/alert-settings-service';
import type { ScrobbleService } from './scrobble/scrobble-service';
import type { AssistantService } from './assistant/assistant-service';
import type { CatalogService } from './catalog-service';
import type { ChatService } from './chat-service';
import type { DevOutboxService } from './dev-outbox-service';
import type { CalendarService } from './episodes/calendar-service';
import type { EpisodeHistory } from './episodes/episode-history';
import type { EpisodeService } from './episodes/episode-service';
import type { ProgressService } from './episodes/progress-service';
import type { ShowMarkService } from './episodes/show-mark';
import type { ShowStateService } from './episodes/show-state';
import type { HealthService } from './health-service';
import type { HomeService } from './home-service';
import type { ImageService } from './image-service';
import type { ImportService } from './import/import-service';
import type { LibraryService } from './library-service';
import type { NewsletterService } from './newsletter-service';
import type { OverviewService } from './overview-service';
import type { PicksService } from './picks-service';
import type { RatingsService } from './ratings-service';
import type { SiteService } from './site-info';
import type { StatsService } from './stats-service';
import type { StreamingService } from './streaming-service';
import type { TitlePageService } from './title-page-service';
import type { WatchServicesService } from './watch-services-service';
import type { WatchedService } from './watched-service';
import type { HouseholdService } from './together/household-service';
import type { TogetherService } from './together/together-service';

/**
 * Every use case the API offers, built once in the composition root (composition.ts). Routes
 * receive these and nothing below them: no database, snapshot or provider.
 */
export interface AppServices {
  catalog: CatalogService;
  ratings: RatingsService;
  streaming: StreamingService;
  images: ImageService;
  site: SiteService;
  health: HealthService;
  devOutbox: DevOutboxService;
  library: LibraryService;
  watched: WatchedService;
  stats: StatsService;
  imports: ImportService;
  importRepair: ImportRepairService;
  home: HomeService;
  titlePage: TitlePageService;
  overview: OverviewService;
  assistant: AssistantService;
  chat: ChatService;
  picks: PicksService;
  newsletter: NewsletterService;
  households: HouseholdService;
  together: TogetherService;
  episodes: EpisodeService;
  /** A TV show's "Mark as watched": its aired episodes (issue #45). */
  showMarks: ShowMarkService;
  progress: ProgressService;
  calendar: CalendarService;
  /** Episode viewings in the diary, the stats and the export. */
  history: EpisodeHistory;
  /** Show states set by hand, and TV settings (specials). */
  showStates: ShowStateService;
  /** "On my services" (issue 33). */
  watchServices: WatchServicesService;
  /** Alerts (issue 44): a person's channels, events and digest. */
  alerts: AlertSettingsService;
  /** The alerts job, for the admins' "run now". */
  alertJob: AlertJob;
  /** Age ratings and rating limits (issue 41). */
  ageLimits: AgeLimitsService;
  /** Kids' profiles and "Who's watching?" (issue 41). */
  profiles: ProfileService;
  /** Media-server webhooks (issue 43): plays matched offline and logged once. */
  scrobble: ScrobbleService;
}
