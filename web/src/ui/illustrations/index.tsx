import { Illustration, type IllustrationProps } from './Illustration';

export const Bunny = (props: IllustrationProps) => <Illustration name="bunny" {...props} />;
export const Hedgehog = (props: IllustrationProps) => <Illustration name="hedgehog" {...props} />;
export const Owl = (props: IllustrationProps) => <Illustration name="owl" {...props} />;
export const Stump = (props: IllustrationProps) => <Illustration name="stump" {...props} />;
export const Headphones = (props: IllustrationProps) => <Illustration name="headphones" {...props} />;
