/** Icons named by action declarations (`icon`), imported one by one to keep the bundle small. */
import Biotech from '@mui/icons-material/Biotech';
import Block from '@mui/icons-material/Block';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import type { ComponentType } from 'react';

const icons: Record<string, ComponentType> = { Biotech, Block, PlayArrow, Replay, Send, TaskAlt, Undo };

export const actionIconFor = (name: string): ComponentType => icons[name] ?? PlayArrow;
