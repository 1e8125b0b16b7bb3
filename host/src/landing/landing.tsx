import { LandingFrame } from './landing-frame.tsx';
import { LandingPage } from './landing-page.tsx';

/** The whole landing document: what the build prerenders and the entry hydrates. */
function Landing() {
  return (
    <LandingFrame>
      <LandingPage />
    </LandingFrame>
  );
}

export { Landing };
