import { useDashboardUrl } from '../shared/context';
import { useMessages, type Messenger } from '../shared/i18n';
import { dashboardPaths } from '../shared/page/links';
import { Card } from '../icon-card/embed';
import { ProviderMark } from './logos';
import { authProvidersMessages } from './messages';
import { authProviders, filterProviders, type AuthProvider, type AuthType } from './providers';

export interface ProviderGridProps {
  /**
   * Which catalogue: social (OAuth) or phone (SMS) providers.
   * @default 'social'
   */
  type?: AuthType;
  /**
   * Only providers available on the hosted platform.
   * @default false
   */
  platform?: boolean;
  /**
   * Only providers available when self-hosting.
   * @default false
   */
  selfHosted?: boolean;
  /**
   * The catalogue to show.
   * @default authProviders
   */
  providers?: readonly AuthProvider[];
}

type Message = Messenger<keyof typeof authProvidersMessages.english & string>;

function maintainer({ official, supporter }: AuthProvider, t: Message): string | undefined {
  if (official) return undefined;
  return supporter && !['Supabase', 'Community', 'TBD'].includes(supporter)
    ? t('maintained-by', { supporter })
    : t('community-maintained');
}

/** The providers the filters leave, in catalogue order. */
export function shownProviders({
  type = 'social',
  platform,
  selfHosted,
  providers,
}: ProviderGridProps): AuthProvider[] {
  return filterProviders(Array.isArray(providers) ? providers : authProviders, {
    authType: type,
    platform,
    selfHosted,
  });
}

/**
 * The provider cards in a responsive grid (the CardGrid's layout, written out here so this
 * widget does not load the card-grid element's code), or a line saying the filters leave none.
 */
export function ProviderGrid(props: ProviderGridProps) {
  const t = useMessages(authProvidersMessages);
  const shown = shownProviders(props);
  if (shown.length === 0) {
    return (
      <p className="empty" role="status">
        {t('empty', { type: props.type ?? 'social' })}
      </p>
    );
  }
  return (
    <div className="card-grid" part="grid">
      {shown.map((provider) => (
        <Card
          key={provider.name}
          variant="link"
          title={provider.name}
          href={provider.href}
          icon={<ProviderMark provider={provider} />}
          description={maintainer(provider, t)}
        />
      ))}
    </div>
  );
}

export interface AuthProvidersProps extends ProviderGridProps {
  /**
   * Leave out the dashboard link under the grid.
   * @default false
   */
  noDashboardLink?: boolean;
}

/** The grid, and where to turn providers on. */
export function AuthProviders({ noDashboardLink = false, ...grid }: AuthProvidersProps) {
  const dashboard = useDashboardUrl(dashboardPaths.authProviders());
  const t = useMessages(authProvidersMessages);
  return (
    <div className="auth-providers">
      <ProviderGrid {...grid} />
      {noDashboardLink ? null : (
        <p className="dashboard-link" part="dashboard-link">
          {t.rich('dashboard-link', { page: <a href={dashboard}>{t('dashboard-page')}</a> })}
        </p>
      )}
    </div>
  );
}
