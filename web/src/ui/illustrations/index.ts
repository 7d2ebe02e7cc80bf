export { Bunny } from './Bunny';
export { Hedgehog } from './Hedgehog';
export { Headphones } from './Headphones';
export { Owl } from './Owl';
export { Stump } from './Stump';
