// The type popups of code blocks (popups.ts) work from listeners on the document, on every page.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {attachTypePopups} from './popups';
import './codeTypes.css';

if (ExecutionEnvironment.canUseDOM) attachTypePopups(document);
