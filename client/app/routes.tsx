import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { Redirect, Route, type RouteComponentProps, Switch, useLocation, useSearch } from "wouter";
import GameplayRedirect from "../features/play/gameplay-redirect";
import { FullPageLoader } from "../ui/full-page-loader";
import { STUDIO_LOADING_LABEL } from "./studio-loading";
import { useAuth } from "./use-auth";

// Every screen is its own chunk: a visitor never downloads the studio.
const loadLandingPage = () => import("../features/landing/landing-page");
const LandingPage = lazy(loadLandingPage);
const SignInPage = lazy(() => import("../features/sign-in/sign-in-page"));
const DashboardPage = lazy(() => import("../features/dashboard/dashboard-page"));
const NotFoundPage = lazy(() => import("../features/not-found/not-found-page"));
/**
 * Play links are the most visited: main.tsx loads the play page before the first render, and
 * then it renders at once. React.lazy alone always suspends on its first render, commits the
 * loader, and reveals the page no sooner than its throttle allows (about 300 ms): the longest
 * idle stretch of a play link's first paint (issue 33's transcript bench).
 */
const loadPlayPage = () => import("../features/play/play-page");
let LoadedPlayPage: ComponentType<RouteComponentProps<{ slug: string }>> | null = null;
export const preloadPlayPage = () =>
  loadPlayPage().then((module) => {
    LoadedPlayPage = module.default;
  });
const LazyPlayPage = lazy(loadPlayPage);
function PlayPage(props: RouteComponentProps<{ slug: string }>) {
  return LoadedPlayPage ? <LoadedPlayPage {...props} /> : <LazyPlayPage {...props} />;
}
const LoadSavePage = lazy(() => import("../features/load-save/load-save-page"));
const SavedGamesPage = lazy(() => import("../features/saved-games/saved-games-page"));
const SavedGamesSignedOut = lazy(() => import("../features/saved-games/saved-games-signed-out"));
const CreatePage = lazy(() => import("../features/create/create-page"));
const CreateTestPage = lazy(() => import("../features/create/create-test-page"));
const QuickStartPage = lazy(() => import("../features/quick-start/quick-start-page"));
const CreateSequelPage = lazy(() => import("../features/create-sequel/create-sequel-page"));
const EditGamePage = lazy(() => import("../features/edit-game/edit-game-page"));
const EditGameSignedOut = lazy(() => import("../features/edit-game/edit-game-signed-out"));
const AdaptiveStoryPage = lazy(() => import("../features/adaptive-story/adaptive-story-page"));
const AdaptiveStorySignedOut = lazy(() => import("../features/adaptive-story/adaptive-story-signed-out"));
const StoryEditorPage = lazy(() => import("../features/story-editor/story-editor-page"));
const StoryEditorSignedOut = lazy(() => import("../features/story-editor/story-editor-signed-out"));
const BackupPage = lazy(() => import("../features/backup/backup-page"));
const BackupSignedOut = lazy(() => import("../features/backup/backup-signed-out"));
const AnalyticsPage = lazy(() => import("../features/analytics/analytics-page"));
const AnalyticsSignedOut = lazy(() => import("../features/analytics/analytics-signed-out"));
const AiSettingsPage = lazy(() => import("../features/ai-settings/ai-settings-page"));
const ExplorePage = lazy(() => import("../features/explore/explore-page"));
const AdminReportsPage = lazy(() => import("../features/admin-reports/admin-reports-page"));
const AiSettingsSignedOut = lazy(() => import("../features/ai-settings/ai-settings-signed-out"));

/** Paths that only rename another route (spec 000 §2, GAPS "links"). */
function EditGameAlias({ params }: { params: { id: string } }) {
  return <Redirect to={`/edit/${params.id}`} replace />;
}
function SharePlayAlias({ params }: { params: { shareSlug: string } }) {
  const search = useSearch();
  return <Redirect to={`/play/${params.shareSlug}${search ? `?${search}` : ""}`} replace />;
}

function VisitorRoutes({ loading }: { loading: boolean }) {
  // `/` waits for sign-in to be known before it picks the landing page or the studio: fetch the
  // landing page's code meanwhile, so that a visitor does not wait for one and then the other.
  const [location] = useLocation();
  const onLanding = loading && location === "/";
  useEffect(() => {
    if (onLanding) void loadLandingPage();
  }, [onLanding]);
  return (
    <Switch>
      {/* A signed-in creator reloading `/` must not see the landing page flash before the studio. */}
      <Route path="/">{loading ? <FullPageLoader label={STUDIO_LOADING_LABEL} /> : <LandingPage />}</Route>
      <Route path="/auth/login" component={SignInPage} />
      <Route path="/create-test" component={CreateTestPage} />
      <Route path="/load-save" component={LoadSavePage} />
      <Route path="/explore" component={ExplorePage} />
      <Route path="/play/:slug" component={PlayPage} />
      <Route path="/gameplay" component={GameplayRedirect} />
      <Route path="/edit-game/:id" component={EditGameAlias} />
      <Route path="/:shareSlug/play" component={SharePlayAlias} />
      {/* Spec 001 §4: a signed-out visitor is told so and sent to sign in, then back here. */}
      <Route path="/saved-games">
        {loading ? <FullPageLoader label="Loading…" /> : <SavedGamesSignedOut />}
      </Route>
      {/* A creator whose link to their game opens signed out signs in and comes back to it. */}
      <Route path="/edit/:id">
        {(params) => (loading ? <FullPageLoader label="Loading…" /> : <EditGameSignedOut id={params.id} />)}
      </Route>
      <Route path="/analytics/:id">
        {(params) => (loading ? <FullPageLoader label="Loading…" /> : <AnalyticsSignedOut id={params.id} />)}
      </Route>
      <Route path="/adaptive-story/:gameId">
        {(params) =>
          loading ? <FullPageLoader label="Loading…" /> : <AdaptiveStorySignedOut gameId={params.gameId} />
        }
      </Route>
      <Route path="/story-editor/:gameId">
        {(params) =>
          loading ? <FullPageLoader label="Loading…" /> : <StoryEditorSignedOut gameId={params.gameId} />
        }
      </Route>
      {/* Spec 002 §2: signed out, the Backup Manager shows its Access Error. */}
      <Route path="/backup">{loading ? <FullPageLoader label="Loading…" /> : <BackupSignedOut />}</Route>
      <Route path="/settings/ai">
        {loading ? <FullPageLoader label="Loading…" /> : <AiSettingsSignedOut />}
      </Route>
      {/* While sign-in is still being checked, a signed-in path is not yet a 404. */}
      <Route>{loading ? <FullPageLoader label="Loading…" /> : <NotFoundPage />}</Route>
    </Switch>
  );
}

function SignedInRoutes() {
  return (
    <Switch>
      <Route path="/" component={DashboardPage} />
      <Route path="/auth/login">
        <Redirect to="/" replace />
      </Route>
      <Route path="/create" component={CreatePage} />
      <Route path="/create-test">
        <Redirect to="/create" replace />
      </Route>
      <Route path="/quick-start" component={QuickStartPage} />
      <Route path="/create-sequel" component={CreateSequelPage} />
      <Route path="/saved-games" component={SavedGamesPage} />
      <Route path="/load-save" component={LoadSavePage} />
      <Route path="/play/:slug" component={PlayPage} />
      <Route path="/gameplay" component={GameplayRedirect} />
      <Route path="/edit/:id" component={EditGamePage} />
      <Route path="/edit-game/:id" component={EditGameAlias} />
      <Route path="/adaptive-story/:gameId" component={AdaptiveStoryPage} />
      <Route path="/story-editor/:gameId" component={StoryEditorPage} />
      <Route path="/analytics/:id" component={AnalyticsPage} />
      <Route path="/backup" component={BackupPage} />
      <Route path="/settings/ai" component={AiSettingsPage} />
      <Route path="/explore" component={ExplorePage} />
      {/* Operators only: to anyone else the API answers 404 and the page is the 404 page. */}
      <Route path="/admin/reports" component={AdminReportsPage} />
      <Route path="/:shareSlug/play" component={SharePlayAlias} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** Spec 000 §2: the visitor set while signed out or still loading, the studio set once signed in. */
export function AppRoutes() {
  const { isAuthenticated, isLoading } = useAuth();
  const [location] = useLocation();
  // While the studio's own code loads, `/` keeps saying what it said while sign-in loaded.
  const waiting = isAuthenticated && location === "/" ? STUDIO_LOADING_LABEL : "Loading…";
  return (
    <Suspense fallback={<FullPageLoader label={waiting} />}>
      {isAuthenticated ? <SignedInRoutes /> : <VisitorRoutes loading={isLoading} />}
    </Suspense>
  );
}
