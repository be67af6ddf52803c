// The console's words moved to the catalogue (words/operator.ts, decision 0117). This re-export stays only
// for the places pages, which another change is rebuilding on the console kit: they import from the
// catalogue once it lands, and this file goes.
export { texts } from '../../words/operator';
