import { measureCommunicationList } from './communication-list';
console.log(JSON.stringify(await measureCommunicationList(), null, 1));
