export { meanToOneDecimal, percentage, roundLikeR } from './round-like-r';
