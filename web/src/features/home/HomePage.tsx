import { DiscoverLocations } from './components/DiscoverLocations';
import { FeatureShowcase } from './components/FeatureShowcase';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';
import { MeetTheCharacters } from './components/MeetTheCharacters';

export function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <FeatureShowcase />
      <MeetTheCharacters />
      <DiscoverLocations />
    </>
  );
}
