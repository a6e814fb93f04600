import type { MailTexts } from './types.ts';

export const kr: MailTexts = {
  common: {
    linkFallback: '버튼이 작동하지 않으면 아래 링크를 복사해 브라우저에 붙여 넣어 주세요.',
  },
  reset_password: {
    subject: '비밀번호 재설정 안내',
    greeting: '{firstName}님, 안녕하세요!',
    body: '비밀번호 재설정 요청을 받았어요. 아래 버튼을 눌러 새 비밀번호를 설정해 주세요. 보안을 위해 이 링크는 30분 동안만 유효해요.',
    action: '새 비밀번호 설정',
    footer:
      '계정의 비밀번호 재설정이 요청되어 이 이메일을 보내 드려요. 직접 요청하지 않았다면 이 이메일은 무시해 주세요. 비밀번호는 바뀌지 않아요.\nGear Up. Game On',
  },
  validation: {
    subject: '이메일 주소를 인증해 주세요',
    greeting: '{firstName}님, 안녕하세요!',
    body: '가입해 주셔서 고마워요! 점수와 경품 추첨 소식을 전해 드릴 수 있도록 이메일 주소를 인증해 주세요.',
    action: '이메일 주소 인증하기',
    footer:
      '이 주소로 저희 게임 사이트에 계정이 만들어져서 이 이메일을 보내 드려요. 직접 가입하지 않았다면 이 이메일은 무시해 주세요.\nGear Up. Game On',
  },
  welcome: {
    subject: '환영해요! 계정이 준비됐어요',
    greeting: '{firstName}님, 안녕하세요!',
    body: '함께해 주셔서 고마워요! 계정이 준비됐어요. Circuit Shutdown, Headspace, Jungle Board를 플레이하고 최고 점수를 리더보드에 저장해 정상에 올라 보세요. 경품 추첨에서 행운을 빌어요!',
    footer: '저희 게임 사이트에서 계정을 만드셔서 이 이메일을 보내 드려요.\nGear Up. Game On',
  },
  score_saved: {
    subject: '점수가 리더보드에 저장됐어요',
    greeting: '{firstName}님, 안녕하세요!',
    body: '멋진 플레이였어요! {score}점이 리더보드에 저장됐어요.\n\n{rankText}\n\n이 기록을 깰 수 있을까요? 언제든 다시 도전해 보세요.',
    rank: '지금 종합 리더보드 {position}위예요.',
    footer: '저희 게임 사이트에서 점수를 저장하셔서 이 이메일을 보내 드려요.\nGear Up. Game On',
  },
};
