import type { MailTexts } from './types.ts';

export const vn: MailTexts = {
  common: {
    linkFallback: 'Nếu nút không hoạt động, hãy sao chép liên kết này vào trình duyệt của bạn:',
  },
  reset_password: {
    subject: 'Đặt lại mật khẩu của bạn',
    greeting: 'Chào {firstName},',
    body: 'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Hãy dùng nút bên dưới để chọn mật khẩu mới. Vì lý do bảo mật, liên kết này chỉ có hiệu lực trong 30 phút.',
    action: 'Chọn mật khẩu mới',
    footer:
      'Bạn nhận được email này vì có yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Nếu không phải bạn yêu cầu, hãy bỏ qua email này — mật khẩu của bạn sẽ không thay đổi.\nGear Up. Game On',
  },
  validation: {
    subject: 'Xác nhận địa chỉ email của bạn',
    greeting: 'Chào {firstName},',
    body: 'Cảm ơn bạn đã đăng ký! Hãy xác nhận địa chỉ email để chúng tôi có thể liên hệ với bạn về điểm số và chương trình bốc thăm trúng thưởng.',
    action: 'Xác nhận địa chỉ email',
    footer:
      'Bạn nhận được email này vì địa chỉ này đã được dùng để tạo tài khoản trên trang game của chúng tôi. Nếu không phải bạn, hãy bỏ qua email này.\nGear Up. Game On',
  },
  welcome: {
    subject: 'Chào mừng bạn, tài khoản đã sẵn sàng',
    greeting: 'Chào {firstName},',
    body: 'Cảm ơn bạn đã tham gia! Tài khoản của bạn đã sẵn sàng: hãy chơi Circuit Shutdown, Headspace và Jungle Board, lưu điểm cao nhất lên bảng xếp hạng và leo lên đỉnh. Chúc bạn may mắn trong chương trình bốc thăm trúng thưởng!',
    footer:
      'Bạn nhận được email này vì bạn đã tạo tài khoản trên trang game của chúng tôi.\nGear Up. Game On',
  },
  score_saved: {
    subject: 'Điểm của bạn đã lên bảng xếp hạng',
    greeting: 'Chào {firstName},',
    body: 'Chơi hay lắm! Điểm số {score} của bạn đã được lưu lên bảng xếp hạng.\n\n{rankText}\n\nBạn nghĩ mình có thể vượt qua điểm này không? Chơi lại bất cứ lúc nào nhé.',
    rank: 'Hiện bạn đang đứng thứ {position} trên bảng xếp hạng chung.',
    footer: 'Bạn nhận được email này vì bạn đã lưu điểm trên trang game của chúng tôi.\nGear Up. Game On',
  },
};
